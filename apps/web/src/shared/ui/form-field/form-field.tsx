import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { errorId, fieldId, hintId } from './field-ids.ts';
import styles from './form-field.module.css';

export const fieldStyles = styles;

interface MessageProps {
  name: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** The hint and the error message under a label or legend, with the ids the control refers to. */
export function FieldMessages({ name, hint, error }: MessageProps) {
  return (
    <>
      {hint ? (
        <span id={hintId(name)} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId(name)} className={styles.error}>
          <VisuallyHidden>Error:</VisuallyHidden> {error}
        </span>
      ) : null}
    </>
  );
}

interface FieldProps extends MessageProps {
  label: ReactNode;
  children: ReactNode;
}

/** A single control with its label (the control must use `fieldId(name)` as its id). */
export function Field({ name, label, hint, error, children }: FieldProps) {
  return (
    <div className={error ? `${styles.field} ${styles.fieldWithError}` : styles.field}>
      <label className={styles.label} htmlFor={fieldId(name)}>
        {label}
      </label>
      <FieldMessages name={name} hint={hint} error={error} />
      {children}
    </div>
  );
}

interface FieldsetProps extends MessageProps {
  legend: ReactNode;
  children: ReactNode;
}

/** A group of controls (radios, the date, an address) under one legend. */
export function Fieldset({ name, legend, hint, error, children }: FieldsetProps) {
  const described = [hint ? hintId(name) : '', error ? errorId(name) : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? styles.fieldWithError : undefined}>
      <fieldset id={fieldId(name)} className={styles.fieldset} aria-describedby={described || undefined}>
        <legend className={styles.legend}>{legend}</legend>
        <FieldMessages name={name} hint={hint} error={error} />
        {children}
      </fieldset>
    </div>
  );
}
