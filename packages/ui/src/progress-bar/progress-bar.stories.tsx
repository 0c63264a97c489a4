import type { Story, StoryDefault } from '@ladle/react';
import { ProgressBar } from './progress-bar.tsx';

export default { title: 'Progress bar' } satisfies StoryDefault;

export const Start: Story = () => <ProgressBar value={1} max={4} />;

export const Halfway: Story = () => <ProgressBar value={2} max={4} />;

export const Complete: Story = () => <ProgressBar value={4} max={4} label="All done" />;
