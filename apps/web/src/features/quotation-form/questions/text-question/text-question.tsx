import { Field, fieldStyles } from '../../../../shared/ui/form-field/form-field.tsx';
import type { QuestionProps } from '../question-props.ts';
import { singleControl } from '../single-control.ts';

const INPUT_TYPES = { email: 'email', tel: 'tel' } as const;

/** Text, email and telephone questions: one input named after the answer key. */
export function TextQuestion(props: QuestionProps) {
  const { question, errors } = props;
  const { id, label, hint } = question;
  const numeric = question.rules.some((rule) => rule.kind === 'wholeNumber');
  const type = question.type === 'email' || question.type === 'tel' ? INPUT_TYPES[question.type] : 'text';
  return (
    <Field name={id} label={label} hint={hint} error={errors[id]}>
      <input
        {...singleControl(props)}
        type={type}
        className={numeric ? `${fieldStyles.input} ${fieldStyles.short}` : fieldStyles.input}
        inputMode={numeric ? 'numeric' : undefined}
        spellCheck={type === 'email' ? false : undefined}
      />
    </Field>
  );
}
