import type { SelectHTMLAttributes } from 'react';
import { controlAria } from '../form-field/field-ids.ts';
import { Field, fieldStyles } from '../form-field/form-field.tsx';
import { cx } from '../utils/class-names.ts';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
  name: string;
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  error?: string;
  /** The first, empty choice ('Please select'); omit it when a value is always chosen. */
  placeholder?: string;
};

/** A labelled native select: the most robust choice control on every device and screen reader. */
export function Select({ name, label, options, hint, error, placeholder, className, ...props }: SelectProps) {
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      <select
        {...props}
        {...controlAria(name, { hint, error })}
        name={name}
        className={cx(fieldStyles.select, fieldStyles.medium, className)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
