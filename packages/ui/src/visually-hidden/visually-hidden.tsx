import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only, such as the 'Error:' prefix of a field message. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}

export const visuallyHiddenClass = styles.hidden;
