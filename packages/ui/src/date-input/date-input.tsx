import type { ChangeEvent } from 'react';
import { fieldStyles, Fieldset } from '../form-field/form-field.tsx';
import { describedBy } from '../form-field/field-ids.ts';
import { cx } from '../utils/class-names.ts';
import styles from './date-input.module.css';

export type DatePart = 'day' | 'month' | 'year';
export type DateValue = Record<DatePart, string>;

const PARTS: ReadonlyArray<{ part: DatePart; label: string; autoComplete: string; wide: boolean }> = [
  { part: 'day', label: 'Day', autoComplete: 'bday-day', wide: false },
  { part: 'month', label: 'Month', autoComplete: 'bday-month', wide: false },
  { part: 'year', label: 'Year', autoComplete: 'bday-year', wide: true },
];

interface DateInputProps {
  /** The answer key; the controls are named `<name>-day`, `<name>-month` and `<name>-year`. */
  name: string;
  legend: string;
  hint?: string;
  error?: string;
  value?: Partial<DateValue>;
  onChange?: (part: DatePart, value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Set false for dates other than a birthday, so the browser does not offer one. */
  birthday?: boolean;
}

/** A date as three numeric fields (day, month, year) grouped in one fieldset. */
export function DateInput({ name, legend, hint, error, value, onChange, birthday = true }: DateInputProps) {
  const described = describedBy(name, { hint, error });
  return (
    <Fieldset name={name} legend={legend} hint={hint} error={error}>
      <div className={styles.parts}>
        {PARTS.map(({ part, label, autoComplete, wide }) => {
          const id = `${name}-${part}`;
          return (
            <div key={part} className={styles.part}>
              <label className={styles.partLabel} htmlFor={id}>
                {label}
              </label>
              <input
                id={id}
                name={id}
                className={cx(fieldStyles.input, wide ? styles.fourDigits : styles.twoDigits)}
                inputMode="numeric"
                autoComplete={birthday ? autoComplete : 'off'}
                maxLength={wide ? 4 : 2}
                aria-describedby={described}
                aria-invalid={error ? true : undefined}
                {...(value ? { value: value[part] ?? '' } : {})}
                onChange={(event) => onChange?.(part, event.target.value, event)}
              />
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
