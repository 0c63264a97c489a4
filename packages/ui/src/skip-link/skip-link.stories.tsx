import type { Story, StoryDefault } from '@ladle/react';
import { SkipLink } from './skip-link.tsx';

export default { title: 'Skip link' } satisfies StoryDefault;

export const Default: Story = () => (
  <>
    <SkipLink />
    <p>Press Tab to reveal the skip link.</p>
    <main id="main-content" tabIndex={-1}>
      <p>The page content.</p>
    </main>
  </>
);
