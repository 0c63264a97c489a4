import type { Story, StoryDefault } from '@ladle/react';
import { ErrorSummary } from './error-summary.tsx';

export default { title: 'Error summary' } satisfies StoryDefault;

export const OneError: Story = () => (
  <ErrorSummary errors={[{ field: 'first-name', message: 'Please enter your first name' }]} />
);

export const SeveralErrors: Story = () => (
  <ErrorSummary
    errors={[
      { field: 'first-name', message: 'Please enter your first name' },
      { field: 'postcode', message: 'This is not a valid Postcode' },
      { field: 'cash-advance', message: 'Please select an answer' },
    ]}
  />
);
