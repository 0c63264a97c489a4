import type { Story, StoryDefault } from '@ladle/react';
import { List } from './list.tsx';

export default { title: 'List' } satisfies StoryDefault;

const reasons = ['82% chance of approval', 'Quick and easy', 'No impact on your credit score'];

export const Bullet: Story = () => <List items={reasons} />;

export const Numbered: Story = () => <List kind="number" items={reasons} />;

export const Plain: Story = () => <List kind="plain" items={reasons} />;
