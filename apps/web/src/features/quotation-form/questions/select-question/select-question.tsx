import { Select } from '../../../../common/ui/select/select.tsx';
import type { QuestionProps } from '../question-props.ts';
import { singleField } from '../single-control.ts';

export function SelectQuestion(props: QuestionProps) {
  return <Select {...singleField(props)} options={props.question.options ?? []} placeholder="Please select" />;
}
