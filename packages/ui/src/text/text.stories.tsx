import type { Story, StoryDefault } from '@ladle/react';
import { Text } from './text.tsx';

export default { title: 'Text' } satisfies StoryDefault;

export const Scale: Story = () => (
  <>
    <Text variant="title">Check if you&apos;re eligible</Text>
    <Text variant="heading">Your details</Text>
    <Text variant="subheading">Your address</Text>
    <Text variant="lead">It takes about 5 minutes.</Text>
    <Text>Body text for explanations.</Text>
    <Text variant="small" muted>
      Small print in the muted colour.
    </Text>
  </>
);

export const HeadingLevelApart: Story = () => (
  <Text variant="title" as="h2">
    An h2 that looks like a page title
  </Text>
);
