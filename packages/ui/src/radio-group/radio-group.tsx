import type { ChangeEvent, ReactNode } from 'react';
import choiceBox from '../form-field/choice-box.module.css';
import { Fieldset } from '../form-field/form-field.tsx';
import { cx } from '../utils/class-names.ts';
import styles from './radio-group.module.css';

export type RadioGroupVariant = 'default' | 'horizontal' | 'square' | 'bordered';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

/** docs/product/validation.md and docs/product/calls-and-errors.md#errors: what a radio group flagged as an error says unless told otherwise. */
export const RADIO_GROUP_DEFAULT_ERROR = 'Please select an answer';

interface RadioGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: string;
  variant?: RadioGroupVariant;
  /** `true` shows the default message; a string replaces it. */
  error?: boolean | string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
}

/** A fieldset of radios with its legend, hint and error (docs/product/constants.md: default, horizontal, square, bordered). */
export function RadioGroup({
  name,
  legend,
  options,
  hint,
  variant = 'default',
  error,
  value,
  defaultValue,
  onChange,
  required,
}: RadioGroupProps) {
  const message = error === true ? RADIO_GROUP_DEFAULT_ERROR : error || undefined;
  return (
    <div className={cx(variant !== 'default' && styles[variant])}>
      <Fieldset name={name} legend={legend} hint={hint} error={message}>
        <div className={styles.options}>
          {options.map((option) => {
            const id = `${name}-${option.value}`;
            return (
              <div key={option.value} className={styles.option}>
                <input
                  className={cx(choiceBox.box, styles.input)}
                  type="radio"
                  id={id}
                  name={name}
                  value={option.value}
                  required={required}
                  {...(value === undefined
                    ? { defaultChecked: defaultValue === option.value }
                    : { checked: value === option.value })}
                  onChange={(event) => onChange?.(option.value, event)}
                />
                <label className={styles.label} htmlFor={id}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
      </Fieldset>
    </div>
  );
}
