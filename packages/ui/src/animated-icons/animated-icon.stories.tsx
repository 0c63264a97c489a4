import type { Story, StoryDefault } from '@ladle/react';
import { AnimatedIcon } from './animated-icon.tsx';

export default { title: 'Animated icons' } satisfies StoryDefault;

export const All: Story = () => (
  <div className="qc-row">
    <AnimatedIcon name="success" label="Approved" />
    <AnimatedIcon name="error" label="Declined" />
    <AnimatedIcon name="alert" label="Check your details" />
    <AnimatedIcon name="info" label="Information" />
  </div>
);

export const Decorative: Story = () => (
  <p className="qc-row">
    <AnimatedIcon name="success" /> You&apos;re eligible
  </p>
);
