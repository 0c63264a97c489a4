import type { InputHTMLAttributes } from 'react';
import { controlAria } from '../form-field/field-ids.ts';
import { Field, fieldStyles } from '../form-field/form-field.tsx';

type CurrencyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'> & {
  name: string;
  label: string;
  hint?: string;
  error?: string;
};

/** An amount in whole pounds: a '£' prefix (hidden from screen readers, the label says it) and a numeric keypad. */
export function CurrencyInput({ name, label, hint, error, ...props }: CurrencyInputProps) {
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      <div className={fieldStyles.prefixed}>
        <span className={fieldStyles.prefix} aria-hidden="true">
          £
        </span>
        <input
          {...props}
          {...controlAria(name, { hint, error })}
          name={name}
          type="text"
          inputMode="numeric"
          className={fieldStyles.input}
        />
      </div>
    </Field>
  );
}
