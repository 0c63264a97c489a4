import type { ReactNode } from 'react';
import { cx } from '../utils/class-names.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import styles from './flow-steps.module.css';

interface FlowStepsProps {
  steps: readonly ReactNode[];
  /** The 0-based index of the visitor's step; omit it for a plain numbered guide. */
  current?: number;
  label?: string;
}

/** A numbered sequence of steps, e.g. 'check your credit file' in four steps, with the current one marked. */
export function FlowSteps({ steps, current, label }: FlowStepsProps) {
  return (
    <ol className={styles.steps} role="list" aria-label={label}>
      {steps.map((step, index) => {
        const state =
          current === undefined ? undefined : index < current ? 'done' : index === current ? 'current' : undefined;
        return (
          // Steps are a fixed sequence: their position is their identity.
          <li
            key={index}
            className={cx(styles.step, state && styles[state])}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span>
              {step}
              {state === 'done' ? <VisuallyHidden> (completed)</VisuallyHidden> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
