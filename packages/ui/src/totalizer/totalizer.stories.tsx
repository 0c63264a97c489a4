import type { Story, StoryDefault } from '@ladle/react';
import { Totalizer } from './totalizer.tsx';

export default { title: 'Totalizer' } satisfies StoryDefault;

export const Income: Story = () => (
  <Totalizer
    totalLabel="Household income"
    items={[
      { label: 'Your income', amount: 30000 },
      { label: 'Other household income', amount: 12500 },
    ]}
  />
);

export const Empty: Story = () => <Totalizer items={[]} />;
