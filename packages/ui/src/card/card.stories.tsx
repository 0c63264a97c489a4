import type { Story, StoryDefault } from '@ladle/react';
import { Card } from './card.tsx';

export default { title: 'Card' } satisfies StoryDefault;

export const Default: Story = () => (
  <Card heading="What happens next">
    <p>We&apos;ll email you within 60 seconds.</p>
  </Card>
);

export const Highlight: Story = () => (
  <Card heading="Your offer" highlight>
    <p>Credit limit £1,200 at 29.9% APR representative (variable).</p>
  </Card>
);
