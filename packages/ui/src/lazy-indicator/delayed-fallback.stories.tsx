import type { Story, StoryDefault } from '@ladle/react';
import { DelayedFallback } from './delayed-fallback.tsx';

export default { title: 'Lazy loading indicator' } satisfies StoryDefault;

export const AfterDelay: Story = () => <DelayedFallback />;

export const CustomContent: Story = () => (
  <DelayedFallback>
    <p role="status">Loading the next step…</p>
  </DelayedFallback>
);
