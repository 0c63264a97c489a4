import { Field, fieldStyles } from '../../../../shared/ui/form-field/form-field.tsx';
import type { QuestionProps } from '../question-props.ts';
import { singleControl } from '../single-control.ts';

export function SelectQuestion(props: QuestionProps) {
  const { question, errors } = props;
  const { id, label, hint } = question;
  return (
    <Field name={id} label={label} hint={hint} error={errors[id]}>
      <select {...singleControl(props)} className={`${fieldStyles.select} ${fieldStyles.medium}`}>
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
