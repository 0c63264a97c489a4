import { Field, fieldStyles } from '../../../../shared/ui/form-field/form-field.tsx';
import type { QuestionProps } from '../question-props.ts';
import { singleControl } from '../single-control.ts';

/** People type '30,000' or '£30000': the answer keeps digits only once they leave the box. */
const wholePounds = (value: string) => value.replace(/[£,\s]/g, '');

export function CurrencyQuestion(props: QuestionProps) {
  const { question, errors, onChange } = props;
  const { id, label, hint } = question;
  const error = errors[id];
  return (
    <Field name={id} label={label} hint={hint} error={error}>
      <div className={fieldStyles.prefixed}>
        <span className={fieldStyles.prefix} aria-hidden="true">
          £
        </span>
        <input
          {...singleControl(props)}
          type="text"
          inputMode="numeric"
          className={fieldStyles.input}
          onBlur={(event) => onChange({ [id]: wholePounds(event.target.value) })}
        />
      </div>
    </Field>
  );
}
