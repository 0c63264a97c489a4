import type { ReactNode } from 'react';
import { HelperText } from '../helper-text/helper-text.tsx';
import { Label } from '../label/label.tsx';
import { cx } from '../utils/class-names.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { errorId, fieldId, hintId } from './field-ids.ts';
import styles from './form-field.module.css';

/** The shared control classes (input, select, short, medium, prefixed, prefix, label). */
export const fieldStyles = styles;

interface MessageProps {
  name: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** An error message; the hidden 'Error:' prefix tells screen-reader users what it is. */
export function ErrorMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className={styles.error}>
      <VisuallyHidden>Error:</VisuallyHidden> {children}
    </span>
  );
}

/** The hint and the error message under a label or legend, with the ids the control refers to. */
export function FieldMessages({ name, hint, error }: MessageProps) {
  return (
    <>
      {hint ? <HelperText id={hintId(name)}>{hint}</HelperText> : null}
      {error ? <ErrorMessage id={errorId(name)}>{error}</ErrorMessage> : null}
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
    <div className={cx(styles.field, error && styles.fieldWithError)}>
      <Label htmlFor={fieldId(name)}>{label}</Label>
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
