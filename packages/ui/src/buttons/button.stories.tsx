import type { Story, StoryDefault } from '@ladle/react';
import { Button, ButtonLink } from './button.tsx';

export default { title: 'Buttons' } satisfies StoryDefault;

export const Action: Story = () => <Button>Continue</Button>;

export const Confirmation: Story = () => <Button variant="confirmation">Save preferences</Button>;

export const Decision: Story = () => (
  <div className="qc-row">
    <Button variant="decision">Accept all</Button>
    <Button variant="decision">Reject all</Button>
  </div>
);

export const Destructive: Story = () => <Button variant="destructive">Remove this address</Button>;

export const Secondary: Story = () => <Button variant="secondary">Back</Button>;

export const TextLink: Story = () => <Button variant="text-link">Enter address manually</Button>;

export const Disabled: Story = () => <Button disabled>Loading...</Button>;

export const AsLink: Story = () => <ButtonLink href="#start">Start again</ButtonLink>;
