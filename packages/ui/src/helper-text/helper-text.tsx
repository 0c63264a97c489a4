import type { ReactNode } from 'react';
import styles from '../form-field/form-field.module.css';

interface HelperTextProps {
  id?: string | undefined;
  children: ReactNode;
}

/** A hint under a label or legend; the control refers to it through aria-describedby. */
export function HelperText({ id, children }: HelperTextProps) {
  return (
    <span id={id} className={styles.hint}>
      {children}
    </span>
  );
}
