import { describedBy, fieldId } from '../../../../shared/ui/form-field/field-ids.ts';
import { Field, fieldStyles } from '../../../../shared/ui/form-field/form-field.tsx';
import type { QuestionProps } from '../question-props.ts';

export function SelectQuestion({ question, answers, errors, onChange }: QuestionProps) {
  const { id, label, hint, autocomplete } = question;
  const error = errors[id];
  return (
    <Field name={id} label={label} hint={hint} error={error}>
      <select
        id={fieldId(id)}
        name={id}
        className={`${fieldStyles.select} ${fieldStyles.medium}`}
        autoComplete={autocomplete}
        value={answers[id] ?? ''}
        onChange={(event) => onChange({ [id]: event.target.value })}
        aria-describedby={describedBy(id, { hint, error })}
        aria-invalid={error ? true : undefined}
      >
        <option value="">Please select</option>
        {(question.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
