import { describedBy, fieldId } from '../../../../shared/ui/form-field/field-ids.ts';
import { Field, fieldStyles } from '../../../../shared/ui/form-field/form-field.tsx';
import type { QuestionProps } from '../question-props.ts';

/** People type '30,000' or '£30000': the answer keeps digits only once they leave the box. */
const wholePounds = (value: string) => value.replace(/[£,\s]/g, '');

export function CurrencyQuestion({ question, answers, errors, onChange }: QuestionProps) {
  const { id, label, hint, autocomplete } = question;
  const error = errors[id];
  return (
    <Field name={id} label={label} hint={hint} error={error}>
      <div className={fieldStyles.prefixed}>
        <span className={fieldStyles.prefix} aria-hidden="true">
          £
        </span>
        <input
          id={fieldId(id)}
          name={id}
          type="text"
          inputMode="numeric"
          className={fieldStyles.input}
          autoComplete={autocomplete}
          value={answers[id] ?? ''}
          onChange={(event) => onChange({ [id]: event.target.value })}
          onBlur={(event) => onChange({ [id]: wholePounds(event.target.value) })}
          aria-describedby={describedBy(id, { hint, error })}
          aria-invalid={error ? true : undefined}
        />
      </div>
    </Field>
  );
}
