import styles from './animated-icon.module.css';

export type IconName = 'success' | 'error' | 'alert' | 'info';

const MARKS: Record<IconName, string> = {
  success: 'M15 25 l6 6 l12 -13',
  error: 'M17 17 l14 14 M31 17 l-14 14',
  alert: 'M24 14 v12 M24 33 v1',
  info: 'M24 22 v12 M24 15 v1',
};

interface AnimatedIconProps {
  name: IconName;
  /** Give a label only when the icon carries meaning no nearby text says; otherwise it is hidden. */
  label?: string;
}

/** A circled tick, cross, alert or info mark that draws itself once (still under reduced motion). */
export function AnimatedIcon({ name, label }: AnimatedIconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={`${styles.icon} ${styles[name]}`} viewBox="0 0 48 48" focusable="false" {...a11y}>
      <circle cx="24" cy="24" r="20" />
      <path className={styles.mark} d={MARKS[name]} />
    </svg>
  );
}
