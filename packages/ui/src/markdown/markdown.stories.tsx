import type { Story, StoryDefault } from '@ladle/react';
import { Markdown } from './markdown.tsx';

export default { title: 'Markdown' } satisfies StoryDefault;

export const BrandCopy: Story = () => (
  <Markdown
    source={
      'You can try **QuickCheck** again later or go to [our homepage](/).\n\nSearches leave a **soft footprint** that lenders cannot see. [Read about credit files](https://example.com/credit-files).'
    }
  />
);

export const UntrustedInput: Story = () => (
  <Markdown source={'<b>Not bold</b> and [a bad link](javascript:alert(1)) stay plain text.'} />
);
