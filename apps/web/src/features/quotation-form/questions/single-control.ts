import { describedBy, fieldId } from '../../../shared/ui/form-field/field-ids.ts';
import type { QuestionProps } from './question-props.ts';

/**
 * The attributes of a question answered by one control (text, currency, select): its id and name
 * from the answer key, the answer as its value, and the hint and error it is described by.
 */
export function singleControl({ question, answers, errors, onChange }: QuestionProps) {
  const { id, hint, autocomplete } = question;
  const error = errors[id];
  return {
    id: fieldId(id),
    name: id,
    autoComplete: autocomplete,
    value: answers[id] ?? '',
    onChange: (event: { target: { value: string } }) => onChange({ [id]: event.target.value }),
    'aria-describedby': describedBy(id, { hint, error }),
    'aria-invalid': error ? true : undefined,
  };
}
