import { fieldId } from '../../../../common/ui/form-field/field-ids.ts';
import { Fieldset } from '../../../../common/ui/form-field/form-field.tsx';
import type { QuestionProps } from '../question-props.ts';
import styles from './radio-question.module.css';

/** A radio group in a fieldset; its error (default 'Please select an answer') comes from the definition. */
export function RadioQuestion({ question, answers, errors, onChange }: QuestionProps) {
  const { id, label, hint } = question;
  return (
    <Fieldset name={id} legend={label} hint={hint} error={errors[id]}>
      <div className={styles.options}>
        {(question.options ?? []).map((option, index) => {
          const optionId = `${fieldId(id)}-option-${index}`;
          return (
            <div key={option.value} className={styles.option}>
              <input
                id={optionId}
                className={styles.input}
                type="radio"
                name={id}
                value={option.value}
                checked={answers[id] === option.value}
                onChange={() => onChange({ [id]: option.value })}
              />
              <label className={styles.label} htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
