import type { Story, StoryDefault } from '@ladle/react';
import { Logo } from './logo.tsx';
import { SampleMark } from './sample-mark.tsx';

export default { title: 'Logo' } satisfies StoryDefault;

export const Image: Story = () => (
  <Logo label="QuickCheck">
    <SampleMark />
  </Logo>
);

export const AsHomeLink: Story = () => (
  <Logo label="QuickCheck home" href="#home">
    <SampleMark />
  </Logo>
);
