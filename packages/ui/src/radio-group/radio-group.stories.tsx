import type { Story, StoryDefault } from '@ladle/react';
import { RadioGroup } from './radio-group.tsx';

export default { title: 'Radio group' } satisfies StoryDefault;

const yesNo = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];
const employment = [
  { value: 'employed', label: 'Employed' },
  { value: 'self-employed', label: 'Self-employed' },
  { value: 'retired', label: 'Retired' },
];

export const Default: Story = () => (
  <RadioGroup name="employment-status" legend="Employment status" options={employment} defaultValue="employed" />
);

export const Horizontal: Story = () => (
  <RadioGroup name="cash-advance" legend="Do you want cash advances?" options={yesNo} variant="horizontal" />
);

export const Square: Story = () => (
  <RadioGroup
    name="other-income"
    legend="Any other household income?"
    options={yesNo}
    variant="square"
    defaultValue="N"
  />
);

export const Bordered: Story = () => (
  <RadioGroup name="title" legend="Employment status" options={employment} variant="bordered" defaultValue="retired" />
);

export const WithError: Story = () => (
  <RadioGroup name="marketing" legend="Can we send you offers?" options={yesNo} variant="square" error />
);
