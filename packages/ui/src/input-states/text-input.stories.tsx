import type { Story, StoryDefault } from '@ladle/react';
import { TextInput } from './text-input.tsx';

export default { title: 'Input states' } satisfies StoryDefault;

export const Default: Story = () => <TextInput name="first-name" label="First name" autoComplete="given-name" />;

export const Success: Story = () => (
  <TextInput
    name="postcode"
    label="Postcode"
    width="medium"
    defaultValue="SW1A 1AA"
    state="success"
    stateMessage="We found your address"
  />
);

export const Error: Story = () => <TextInput name="last-name" label="Last name" error="Please enter your last name" />;

export const Alert: Story = () => (
  <TextInput
    name="house-name"
    label="House name"
    defaultValue="The Old Rectory"
    state="alert"
    stateMessage="Check this matches your bank statement"
  />
);

export const Short: Story = () => <TextInput name="years" label="Years at address" width="short" inputMode="numeric" />;
