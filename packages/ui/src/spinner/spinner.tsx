import { cx } from '../utils/class-names.ts';
import styles from './spinner.module.css';

interface SpinnerProps {
  message: string;
  /** Cover the whole viewport (submission), or sit in the page flow (loading a page). */
  fullPage?: boolean;
  /** When the spinner is the whole page, its message is the page's h1. */
  asHeading?: boolean;
  /** docs/product/journey.md: active or inactive; an inactive spinner renders nothing. */
  active?: boolean;
}

/** A loading indicator (1.2 s per turn) whose message is announced politely (role=status). */
export function Spinner({ message, fullPage = false, asHeading = false, active = true }: SpinnerProps) {
  if (!active) return null;
  const Message = asHeading ? 'h1' : 'p';
  return (
    <div role="status" className={cx(fullPage ? styles.overlay : styles.inline)}>
      <span className={styles.wheel} aria-hidden="true" />
      <Message className={styles.message}>{message}</Message>
    </div>
  );
}
