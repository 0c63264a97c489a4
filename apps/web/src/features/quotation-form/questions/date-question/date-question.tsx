import { DATE_OF_BIRTH_PARTS } from '@quickcheck/contracts';
import { useState } from 'react';
import { fieldId } from '../../../../common/ui/form-field/field-ids.ts';
import { Fieldset, fieldStyles } from '../../../../common/ui/form-field/form-field.tsx';
import type { QuestionProps } from '../question-props.ts';
import { joinDate, splitDate, type DateParts } from './date-parts.ts';
import styles from './date-question.module.css';

const [DAY_NAME, MONTH_NAME, YEAR_NAME] = DATE_OF_BIRTH_PARTS;
const BOXES = [
  { part: 'day', name: DAY_NAME, label: 'Day', autocomplete: 'bday-day', width: fieldStyles.short },
  { part: 'month', name: MONTH_NAME, label: 'Month', autocomplete: 'bday-month', width: fieldStyles.short },
  { part: 'year', name: YEAR_NAME, label: 'Year', autocomplete: 'bday-year', width: styles.year },
] as const;

/** Three boxes in a fieldset (docs/product/contract.md#the-form); the answer is `DD-MM-YYYY`. */
export function DateQuestion({ question, answers, errors, onChange }: QuestionProps) {
  const { id, label, hint } = question;
  const error = errors[id];
  // The boxes keep what was typed; only the joined answer goes up to the form.
  const [parts, setParts] = useState<DateParts>(() => splitDate(answers[id]));
  // An answer set from outside (boxes filled before the page's script took over) redraws the boxes.
  const [seen, setSeen] = useState(answers[id]);
  if (answers[id] !== seen) {
    setSeen(answers[id]);
    if (answers[id] !== joinDate(parts)) setParts(splitDate(answers[id]));
  }

  const update = (part: keyof DateParts, value: string) => {
    const next = { ...parts, [part]: value };
    setParts(next);
    onChange({ [id]: joinDate(next) });
  };

  return (
    <Fieldset name={id} legend={label} hint={hint} error={error}>
      <div className={styles.boxes}>
        {BOXES.map((box) => (
          <div key={box.name} className={styles.box}>
            <label className={styles.label} htmlFor={fieldId(box.name)}>
              {box.label}
            </label>
            <input
              id={fieldId(box.name)}
              name={box.name}
              className={`${fieldStyles.input} ${box.width}`}
              inputMode="numeric"
              autoComplete={question.autocomplete ? box.autocomplete : undefined}
              value={parts[box.part]}
              onChange={(event) => update(box.part, event.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
        ))}
      </div>
    </Fieldset>
  );
}
