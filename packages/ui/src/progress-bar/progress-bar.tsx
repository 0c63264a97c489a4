import { useId } from 'react';
import styles from './progress-bar.module.css';

interface ProgressBarProps {
  value: number;
  max: number;
  /** Said with the bar, e.g. 'Step 2 of 4'; the default counts steps. */
  label?: string;
}

/** How far through the journey the visitor is: a labelled native <progress>. */
export function ProgressBar({ value, max, label }: ProgressBarProps) {
  const id = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const text = label ?? `Step ${clamped} of ${max}`;
  return (
    <div className={styles.progress}>
      <span id={id} className={styles.label}>
        {text}
      </span>
      <progress className={styles.bar} value={clamped} max={max} aria-labelledby={id}>
        {text}
      </progress>
    </div>
  );
}
