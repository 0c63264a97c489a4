import type { Story, StoryDefault } from '@ladle/react';
import { Spinner } from './spinner.tsx';

export default { title: 'Loading spinner' } satisfies StoryDefault;

export const Active: Story = () => <Spinner message="We're checking your details" />;

export const FullPage: Story = () => <Spinner message="We're checking your details" fullPage asHeading />;

export const Inactive: Story = () => (
  <>
    <Spinner message="Hidden" active={false} />
    <p>An inactive spinner renders nothing.</p>
  </>
);
