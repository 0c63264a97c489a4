import type { Story, StoryDefault } from '@ladle/react';
import { fieldId } from './field-ids.ts';
import { Field, Fieldset, fieldStyles } from './form-field.tsx';

export default { title: 'Form fields' } satisfies StoryDefault;

export const WithHint: Story = () => (
  <Field name="email-address" label="Email address" hint="We'll only use this to send your result">
    <input
      id={fieldId('email-address')}
      className={fieldStyles.input}
      type="email"
      aria-describedby="field-email-address-hint"
    />
  </Field>
);

export const WithError: Story = () => (
  <Field name="last-name" label="Last name" error="Please enter your last name">
    <input
      id={fieldId('last-name')}
      className={fieldStyles.input}
      aria-invalid
      aria-describedby="field-last-name-error"
    />
  </Field>
);

export const FieldsetGroup: Story = () => (
  <Fieldset name="contact" legend="How can we contact you?" hint="Give at least one number">
    <label htmlFor="mobile">Mobile</label>
    <input id="mobile" className={fieldStyles.input} type="tel" />
  </Fieldset>
);
