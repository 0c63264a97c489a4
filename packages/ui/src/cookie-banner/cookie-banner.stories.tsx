import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../buttons/button.tsx';
import { Link } from '../link/link.tsx';
import { RadioGroup } from '../radio-group/radio-group.tsx';
import { CookieModal } from '../cookie-modal/cookie-modal.tsx';
import { CookieBanner } from './cookie-banner.tsx';

export default { title: 'Cookie banner and modal' } satisfies StoryDefault;

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const Banner: Story = () => (
  <CookieBanner
    inline
    actions={
      <>
        <Button variant="decision">Accept all</Button>
        <Button variant="decision">Reject all</Button>
        <Button variant="secondary">Manage cookies</Button>
      </>
    }
  >
    <p>
      We use cookies to make this site work and to improve it. To find out more,{' '}
      <Link href="#policy">read our Cookie Policy.</Link>
    </p>
  </CookieBanner>
);

export const PreferencesModal: Story = () => (
  <CookieModal
    open
    onClose={() => undefined}
    title="Manage your cookies"
    actions={<Button variant="confirmation">Save preferences</Button>}
  >
    <h3>Essential cookies</h3>
    <p>These are always on: the site cannot work without them.</p>
    <RadioGroup
      name="site-improvement"
      legend="Site improvement cookies"
      options={yesNo}
      variant="horizontal"
      defaultValue="no"
    />
    <RadioGroup
      name="advertising"
      legend="Advertising cookies"
      options={yesNo}
      variant="horizontal"
      defaultValue="no"
    />
    <Link href="#policy">see our Cookie Policy</Link>
  </CookieModal>
);
