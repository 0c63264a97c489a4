import { describedBy, fieldId } from '../../../../shared/ui/form-field/field-ids.ts';
import { Field, fieldStyles } from '../../../../shared/ui/form-field/form-field.tsx';
import type { QuestionProps } from '../question-props.ts';

const INPUT_TYPES = { email: 'email', tel: 'tel' } as const;

/** Text, email and telephone questions: one input named after the answer key. */
export function TextQuestion({ question, answers, errors, onChange }: QuestionProps) {
  const { id, label, hint, autocomplete } = question;
  const error = errors[id];
  const numeric = question.rules.some((rule) => rule.kind === 'wholeNumber');
  const type = question.type === 'email' || question.type === 'tel' ? INPUT_TYPES[question.type] : 'text';
  return (
    <Field name={id} label={label} hint={hint} error={error}>
      <input
        id={fieldId(id)}
        name={id}
        type={type}
        className={numeric ? `${fieldStyles.input} ${fieldStyles.short}` : fieldStyles.input}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete={autocomplete}
        spellCheck={type === 'email' ? false : undefined}
        value={answers[id] ?? ''}
        onChange={(event) => onChange({ [id]: event.target.value })}
        aria-describedby={describedBy(id, { hint, error })}
        aria-invalid={error ? true : undefined}
      />
    </Field>
  );
}
