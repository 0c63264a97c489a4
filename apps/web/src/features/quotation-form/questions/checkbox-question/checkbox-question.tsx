import { track } from '../../../../common/analytics/analytics.ts';
import { Checkbox } from '../../../../common/ui/checkbox/checkbox.tsx';
import type { QuestionProps } from '../question-props.ts';

/** A single tick box whose answer is 'true' or 'false'. */
export function CheckboxQuestion({ question, answers, errors, onChange }: QuestionProps) {
  const { id, label, hint } = question;
  return (
    <Checkbox
      name={id}
      value="true"
      label={label}
      hint={hint}
      error={errors[id]}
      checked={answers[id] === 'true'}
      onChange={(event) => {
        onChange({ [id]: event.target.checked ? 'true' : 'false' });
        track('permisssionCheckBoxSelect', { field: id, checked: event.target.checked });
      }}
    />
  );
}
