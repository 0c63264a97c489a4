import type { Story, StoryDefault } from '@ladle/react';
import { action } from '@ladle/react';
import { Search } from './search.tsx';

export default { title: 'Search' } satisfies StoryDefault;

export const Default: Story = () => <Search label="Postcode" buttonText="Find address" onSearch={action('search')} />;

export const Prefilled: Story = () => (
  <Search label="Postcode" buttonText="Find address" defaultValue="LS1 1AA" onSearch={action('search')} />
);
