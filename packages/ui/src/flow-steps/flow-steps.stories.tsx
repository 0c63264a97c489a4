import type { Story, StoryDefault } from '@ladle/react';
import { FlowSteps } from './flow-steps.tsx';

export default { title: 'Flow steps' } satisfies StoryDefault;

const guide = [
  'Get a free copy of your credit file',
  'Check your name and address are right',
  'Ask the agency to correct any mistakes',
  'Try QuickCheck again',
];

export const Guide: Story = () => <FlowSteps steps={guide} label="Check your credit file" />;

export const InProgress: Story = () => (
  <FlowSteps
    steps={['Your details', 'Your income', 'Your address', 'Check and send']}
    current={2}
    label="Your progress"
  />
);
