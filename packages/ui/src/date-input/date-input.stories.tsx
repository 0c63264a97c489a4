import type { Story, StoryDefault } from '@ladle/react';
import { DateInput } from './date-input.tsx';

export default { title: 'Date input' } satisfies StoryDefault;

export const Default: Story = () => (
  <DateInput name="date-of-birth" legend="Date of birth" hint="For example, 27 3 1985" />
);

export const Filled: Story = () => (
  <DateInput name="dob-filled" legend="Date of birth" value={{ day: '27', month: '03', year: '1985' }} />
);

export const WithError: Story = () => (
  <DateInput name="dob-error" legend="Date of birth" error="You must be 18 or over" />
);
