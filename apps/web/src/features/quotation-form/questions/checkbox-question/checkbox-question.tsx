import { track } from '../../../../shared/analytics/analytics.ts';
import { describedBy, fieldId } from '../../../../shared/ui/form-field/field-ids.ts';
import { FieldMessages } from '../../../../shared/ui/form-field/form-field.tsx';
import type { QuestionProps } from '../question-props.ts';
import styles from './checkbox-question.module.css';

/** A single tick box whose answer is 'true' or 'false'. */
export function CheckboxQuestion({ question, answers, errors, onChange }: QuestionProps) {
  const { id, label, hint } = question;
  const error = errors[id];
  return (
    <div className={styles.field}>
      <input
        id={fieldId(id)}
        className={styles.input}
        type="checkbox"
        name={id}
        value="true"
        checked={answers[id] === 'true'}
        onChange={(event) => {
          onChange({ [id]: event.target.checked ? 'true' : 'false' });
          track('permisssionCheckBoxSelect', { field: id, checked: event.target.checked });
        }}
        aria-describedby={describedBy(id, { hint, error })}
        aria-invalid={error ? true : undefined}
      />
      <div>
        <label className={styles.label} htmlFor={fieldId(id)}>
          {label}
        </label>
        <FieldMessages name={id} hint={hint} error={error} />
      </div>
    </div>
  );
}
