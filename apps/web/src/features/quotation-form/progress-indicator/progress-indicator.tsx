import styles from './progress-indicator.module.css';

/** 'Step n of N' for everyone, and a bar of N segments for sighted visitors (no inline widths: CSP). */
export function ProgressIndicator({ current, total }: { current: number; total: number }) {
  return (
    <div className={styles.progress}>
      <p className={styles.text}>
        Step {current} of {total}
      </p>
      <div className={styles.bar} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <span key={index} className={index < current ? `${styles.step} ${styles.done}` : styles.step} />
        ))}
      </div>
    </div>
  );
}
