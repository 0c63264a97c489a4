import { controlAria } from '../../../../common/ui/form-field/field-ids.ts';
import { Field, fieldStyles } from '../../../../common/ui/form-field/form-field.tsx';
import type { QuestionProps } from '../question-props.ts';
import { singleField } from '../single-control.ts';

const INPUT_TYPES = { email: 'email', tel: 'tel' } as const;

/** Text, email and telephone questions: one input named after the answer key. */
export function TextQuestion(props: QuestionProps) {
  const { question } = props;
  const { name, label, hint, error, ...control } = singleField(props);
  const numeric = question.rules.some((rule) => rule.kind === 'wholeNumber');
  const type = question.type === 'email' || question.type === 'tel' ? INPUT_TYPES[question.type] : 'text';
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      <input
        {...control}
        {...controlAria(name, { hint, error })}
        name={name}
        type={type}
        className={numeric ? `${fieldStyles.input} ${fieldStyles.short}` : fieldStyles.input}
        inputMode={numeric ? 'numeric' : undefined}
        spellCheck={type === 'email' ? false : undefined}
      />
    </Field>
  );
}
