import type { Story, StoryDefault } from '@ladle/react';
import { Link } from '../link/link.tsx';
import { Logo } from '../logo/logo.tsx';
import { SampleMark } from '../logo/sample-mark.tsx';
import { Header } from './header.tsx';

export default { title: 'Header' } satisfies StoryDefault;

export const WithLogo: Story = () => (
  <Header
    logo={
      <Logo label="QuickCheck">
        <SampleMark />
      </Logo>
    }
  />
);

export const WithAside: Story = () => (
  <Header
    logo={
      <Logo label="QuickCheck">
        <SampleMark />
      </Logo>
    }
  >
    <Link href="https://example.com/help" newTab>
      Help
    </Link>
  </Header>
);

export const WithoutLogo: Story = () => <Header />;
