import type { InputHTMLAttributes } from 'react';
import { controlAria } from '../form-field/field-ids.ts';
import { Field, fieldStyles } from '../form-field/form-field.tsx';
import { cx } from '../utils/class-names.ts';
import styles from './input-states.module.css';

export type InputState = 'default' | 'success' | 'error' | 'alert';
export type InputWidth = 'full' | 'medium' | 'short';

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  label: string;
  hint?: string;
  /** The error message; when given the state is 'error' whatever `state` says. */
  error?: string;
  state?: InputState;
  /** Said under the control for the success and alert states. */
  stateMessage?: string;
  width?: InputWidth;
};

/** A labelled text input in one of the four input states (docs/product/journey.md: default, success, error, alert). */
export function TextInput({
  name,
  label,
  hint,
  error,
  state = 'default',
  stateMessage,
  width = 'full',
  className,
  ...props
}: TextInputProps) {
  const shown: InputState = error ? 'error' : state;
  const aria = controlAria(name, { hint, error });
  const statusId = `${aria.id}-status`;
  const showStatus = stateMessage && (shown === 'success' || shown === 'alert');
  const describedBy = [aria['aria-describedby'], showStatus ? statusId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      <input
        {...props}
        {...aria}
        aria-describedby={describedBy}
        name={name}
        data-state={shown}
        className={cx(
          fieldStyles.input,
          width !== 'full' && fieldStyles[width],
          shown !== 'default' && styles[shown],
          className,
        )}
      />
      {showStatus ? (
        <span
          id={statusId}
          className={cx(styles.status, shown === 'success' ? styles.statusSuccess : styles.statusAlert)}
        >
          {stateMessage}
        </span>
      ) : null}
    </Field>
  );
}
