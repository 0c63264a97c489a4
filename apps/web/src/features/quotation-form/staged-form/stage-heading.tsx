import { useEffect, useRef } from 'react';
import styles from './staged-form.module.css';

/** The stage's heading; after a move between stages it takes focus so the new stage is announced. */
export function StageHeading({ title, moves }: { title: string; moves: number }) {
  const ref = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (moves > 0) ref.current?.focus();
  }, [moves]);

  return (
    <h2 ref={ref} id="stage-heading" className={styles.heading} tabIndex={-1}>
      {title}
    </h2>
  );
}
