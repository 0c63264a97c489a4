import type { Story, StoryDefault } from '@ladle/react';
import { CurrencyInput } from './currency-input.tsx';

export default { title: 'Currency input' } satisfies StoryDefault;

export const Default: Story = () => (
  <CurrencyInput name="annual-income" label="Annual income" hint="Before tax, in whole pounds" />
);

export const Filled: Story = () => <CurrencyInput name="amount" label="Other household income" defaultValue="12000" />;

export const WithError: Story = () => (
  <CurrencyInput name="income-error" label="Annual income" error="Please enter your income" />
);
