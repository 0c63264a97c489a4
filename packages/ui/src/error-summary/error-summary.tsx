import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { fieldId } from '../form-field/field-ids.ts';
import styles from './error-summary.module.css';

export interface SummaryError {
  field: string;
  message: string;
}

/** docs/product/validation.md: '<n> error', or '<n> errors' for more than one. */
export function errorSummaryHeading(count: number): string {
  return `${count} ${count === 1 ? 'error' : 'errors'}`;
}

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button';

/** Moves focus to the field an error is about; a group (radios, date, address) focuses its first control. */
export function focusField(field: string): void {
  const target = document.getElementById(fieldId(field));
  if (!target) return;
  const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  (control ?? target).focus();
}

interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /** Overrides the default '<n> error(s)' heading. */
  heading?: string;
}

/** Lists a stage's errors at the top of the form; takes focus each time a new list arrives. */
export function ErrorSummary({ errors, heading }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    ref.current?.focus();
  }, [errors]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    event.preventDefault();
    focusField(field);
  };

  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading ?? errorSummaryHeading(errors.length)}
      </h2>
      <ul className={styles.list} role="list">
        {errors.map((error) => (
          <li key={`${error.field}:${error.message}`}>
            <a
              className={styles.link}
              href={`#${fieldId(error.field)}`}
              onClick={(event) => onClick(event, error.field)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
