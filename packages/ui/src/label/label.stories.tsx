import type { Story, StoryDefault } from '@ladle/react';
import { fieldStyles } from '../form-field/form-field.tsx';
import { HelperText } from '../helper-text/helper-text.tsx';
import { Label } from './label.tsx';

export default { title: 'Label and helper text' } satisfies StoryDefault;

export const LabelOnly: Story = () => (
  <>
    <Label htmlFor="town">Town or city</Label>
    <input id="town" className={fieldStyles.input} />
  </>
);

export const WithHelperText: Story = () => (
  <>
    <Label htmlFor="income">Annual income</Label>
    <HelperText id="income-hint">Before tax, in whole pounds</HelperText>
    <input id="income" className={fieldStyles.input} aria-describedby="income-hint" />
  </>
);
