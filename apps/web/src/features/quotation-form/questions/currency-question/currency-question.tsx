import { CurrencyInput } from '../../../../common/ui/currency-input/currency-input.tsx';
import type { QuestionProps } from '../question-props.ts';
import { singleField } from '../single-control.ts';

/** People type '30,000' or '£30000': the answer keeps digits only once they leave the box. */
const wholePounds = (value: string) => value.replace(/[£,\s]/g, '');

export function CurrencyQuestion(props: QuestionProps) {
  const field = singleField(props);
  return (
    <CurrencyInput {...field} onBlur={(event) => props.onChange({ [field.name]: wholePounds(event.target.value) })} />
  );
}
