import type { Story, StoryDefault } from '@ladle/react';
import { Tabs } from './tabs.tsx';

export default { title: 'Tabs' } satisfies StoryDefault;

const tabs = [
  { id: 'rates', label: 'Rates', content: <p>Purchase rate 29.9% (variable).</p> },
  { id: 'fees', label: 'Fees', content: <p>No annual fee.</p> },
  { id: 'limits', label: 'Limits', content: <p>Credit limits from £250 to £1,200.</p> },
];

export const FirstSelected: Story = () => <Tabs label="Card details" tabs={tabs} />;

export const OtherSelected: Story = () => <Tabs label="Card details" tabs={tabs} defaultTab="limits" />;
