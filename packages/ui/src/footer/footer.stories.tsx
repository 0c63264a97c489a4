import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../buttons/button.tsx';
import { Footer } from './footer.tsx';

export default { title: 'Footer' } satisfies StoryDefault;

const defaultLinks = ['Legal', 'Cookies', 'Accessibility', 'Contact us', 'Privacy'].map((text) => ({
  text,
  url: `https://example.com/${text.toLowerCase().replace(/ /g, '-')}`,
}));
const partnerLinks = ['Legal', 'Cookies', 'Terms of use', 'Contact us', 'Privacy'].map((text) => ({
  text,
  url: `https://example.com/partner/${text.toLowerCase().replace(/ /g, '-')}`,
}));

export const Default: Story = () => (
  <Footer
    links={defaultLinks}
    copyright="© 2026 QuickCheck Cards Ltd."
    notices={[
      'QuickCheck Cards Ltd, registered office 1 Example Street, Leeds LS1 1AA. Registered in England No. 01234567.',
      'QuickCheck is a registered trademark of QuickCheck Cards Ltd.',
    ]}
  />
);

export const PartnerWithLongNotice: Story = () => (
  <Footer
    links={partnerLinks}
    copyright="© 2026 QuickCheck Cards Ltd."
    notices={[
      'Parcel Post Ltd acts as a credit broker and not a lender. The card is provided exclusively by QuickCheck Cards Ltd.',
      'Parcel Post Ltd, registered office 2 Sample Road, London EC1A 1BB. Registered in England No. 07654321.',
    ]}
  />
);

export const WithActions: Story = () => (
  <Footer
    links={defaultLinks}
    copyright="© 2026 QuickCheck Cards Ltd."
    actions={<Button variant="text-link">Cookie settings</Button>}
  />
);
