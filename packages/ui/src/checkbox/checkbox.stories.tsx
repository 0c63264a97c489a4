import type { Story, StoryDefault } from '@ladle/react';
import { Checkbox } from './checkbox.tsx';

export default { title: 'Checkbox' } satisfies StoryDefault;

export const Unchecked: Story = () => <Checkbox name="marketing-permission" label="Send me offers by email" />;

export const Checked: Story = () => (
  <Checkbox
    name="future-soft-search-permission"
    label="Tell me when I become eligible"
    hint="This won't affect your credit score"
    defaultChecked
  />
);

export const WithError: Story = () => (
  <Checkbox name="terms" label="I agree to the terms and conditions" error="Please agree to the terms to continue" />
);
