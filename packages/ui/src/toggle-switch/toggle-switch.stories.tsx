import type { Story, StoryDefault } from '@ladle/react';
import { ToggleSwitch } from './toggle-switch.tsx';

export default { title: 'Toggle switch' } satisfies StoryDefault;

export const Unchecked: Story = () => <ToggleSwitch label="Advertising cookies" />;

export const Checked: Story = () => <ToggleSwitch label="Site improvement cookies" defaultChecked />;

export const Disabled: Story = () => <ToggleSwitch label="Essential cookies" checked disabled />;
