import type { LabelHTMLAttributes } from 'react';
import { cx } from '../utils/class-names.ts';
import styles from '../form-field/form-field.module.css';

type LabelProps = LabelHTMLAttributes<HTMLLabelElement> & { htmlFor: string };

/** A control's visible name; always tied to its control with htmlFor. */
export function Label({ className, children, ...props }: LabelProps) {
  return (
    <label className={cx(styles.label, className)} {...props}>
      {children}
    </label>
  );
}
