import { CHECKING_DETAILS_MESSAGE } from './spinner-text.ts';
import type { Story, StoryDefault } from '@ladle/react';
import { Spinner } from './spinner.tsx';

export default { title: 'Loading spinner' } satisfies StoryDefault;

export const Active: Story = () => <Spinner message={CHECKING_DETAILS_MESSAGE} />;

export const FullPage: Story = () => <Spinner message={CHECKING_DETAILS_MESSAGE} fullPage asHeading />;

export const Inactive: Story = () => (
  <>
    <Spinner message="Hidden" active={false} />
    <p>An inactive spinner renders nothing.</p>
  </>
);
