import type { Story, StoryDefault } from '@ladle/react';
import { MultiPanelSection } from './multi-panel.tsx';

export default { title: 'Multi-panel section' } satisfies StoryDefault;

export const TwoPanels: Story = () => (
  <MultiPanelSection
    panels={[
      <>
        <h3>How we made our decision</h3>
        <p>We looked at your credit file and the details you gave us.</p>
      </>,
      <>
        <h3>What you can do next</h3>
        <p>Check your credit file for mistakes.</p>
      </>,
    ]}
  />
);

export const ThreePanels: Story = () => (
  <MultiPanelSection
    label="Factors we looked at"
    panels={['Your income', 'Your existing borrowing', 'Your payment history'].map((factor) => (
      <p key={factor}>{factor}</p>
    ))}
  />
);
