import { useEffect, useRef } from 'react';
import styles from './staged-form.module.css';

interface StageHeadingProps {
  title: string;
  stageId: string;
  /** False when the move brought errors: the error summary takes focus instead. */
  focusOnMove: boolean;
}

/** The stage's heading; after a move between stages it takes focus so the new stage is announced. */
export function StageHeading({ title, stageId, focusOnMove }: StageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  // The stage shown before: the first stage of a visit is not a move (focus stays at the top).
  const shown = useRef(stageId);

  useEffect(() => {
    if (shown.current === stageId) return;
    shown.current = stageId;
    if (focusOnMove) ref.current?.focus();
  }, [stageId, focusOnMove]);

  return (
    <h2 ref={ref} id="stage-heading" className={styles.heading} tabIndex={-1}>
      {title}
    </h2>
  );
}
