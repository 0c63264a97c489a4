import type { QuestionProps } from './question-props.ts';

/**
 * A question answered by one control (text, currency, select), as the design system's controls
 * take it: its field (name from the answer key, label, hint, error) and the answer as the value
 * (the control adds its id and aria from the name, hint and error: `controlAria`).
 */
export function singleField({ question, answers, errors, onChange }: QuestionProps) {
  const { id, label, hint, autocomplete } = question;
  return {
    name: id,
    label,
    hint,
    error: errors[id],
    autoComplete: autocomplete,
    value: answers[id] ?? '',
    onChange: (event: { target: { value: string } }) => onChange({ [id]: event.target.value }),
  };
}
