import type { InputHTMLAttributes, ReactNode } from 'react';
import choiceBox from '../form-field/choice-box.module.css';
import { controlAria, errorId, hintId } from '../form-field/field-ids.ts';
import { ErrorMessage } from '../form-field/form-field.tsx';
import { HelperText } from '../helper-text/helper-text.tsx';
import { cx } from '../utils/class-names.ts';
import styles from './checkbox.module.css';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'> & {
  name: string;
  label: ReactNode;
  hint?: string;
  error?: string;
};

/** One checkbox with its label on the right and an optional hint and error under the label. */
export function Checkbox({ name, label, hint, error, className, ...props }: CheckboxProps) {
  const aria = controlAria(name, { hint, error });
  return (
    <div className={cx(styles.checkbox, error && styles.withError, className)}>
      <input {...props} {...aria} className={cx(choiceBox.box, styles.input)} type="checkbox" name={name} />
      <span className={styles.text}>
        <label className={styles.label} htmlFor={aria.id}>
          {label}
        </label>
        {hint ? <HelperText id={hintId(name)}>{hint}</HelperText> : null}
        {error ? <ErrorMessage id={errorId(name)}>{error}</ErrorMessage> : null}
      </span>
    </div>
  );
}
