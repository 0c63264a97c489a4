import type { Story, StoryDefault } from '@ladle/react';
import { Select } from './select.tsx';

export default { title: 'Select' } satisfies StoryDefault;

const titles = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'].map((title) => ({ value: title, label: title }));

export const Default: Story = () => <Select name="title" label="Title" options={titles} placeholder="Please select" />;

export const Chosen: Story = () => <Select name="title-chosen" label="Title" options={titles} defaultValue="Dr" />;

export const WithError: Story = () => (
  <Select
    name="title-error"
    label="Title"
    options={titles}
    placeholder="Please select"
    error="Please select your title"
  />
);
