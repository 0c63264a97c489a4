import type { Story, StoryDefault } from '@ladle/react';
import { Link } from './link.tsx';

export default { title: 'Link' } satisfies StoryDefault;

export const Default: Story = () => (
  <p>
    Read our <Link href="#cookies">Cookie Policy</Link>.
  </p>
);

export const NewTab: Story = () => (
  <Link href="https://example.com/contact" newTab>
    Contact us
  </Link>
);
