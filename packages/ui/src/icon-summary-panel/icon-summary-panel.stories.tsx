import type { Story, StoryDefault } from '@ladle/react';
import { IconSummaryPanel } from './icon-summary-panel.tsx';

export default { title: 'Icon summary panel' } satisfies StoryDefault;

export const Reasons: Story = () => (
  <IconSummaryPanel
    heading="Why use QuickCheck?"
    items={[
      { icon: 'success', text: 'No impact on your credit score' },
      { icon: 'info', text: 'Use your card before it arrives' },
      { icon: 'success', text: 'A straight yes or no' },
    ]}
  />
);
