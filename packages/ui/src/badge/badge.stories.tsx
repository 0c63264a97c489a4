import type { Story, StoryDefault } from '@ladle/react';
import { Badge } from './badge.tsx';

export default { title: 'Badge' } satisfies StoryDefault;

export const Tones: Story = () => (
  <div className="qc-row">
    <Badge>Neutral</Badge>
    <Badge tone="brand">New</Badge>
    <Badge tone="success">Pre-approved</Badge>
    <Badge tone="error">Declined</Badge>
    <Badge tone="alert">Check details</Badge>
  </div>
);
