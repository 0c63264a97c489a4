import { addressKeys, visibleQuestions, type Answers, type Question, type Stage } from '@quickcheck/contracts';
import { addressLines } from '../questions/address-question/address-answers.ts';

export interface ReviewRow {
  /** The question id: the answer key, or the address question's id. */
  id: string;
  label: string;
  /** One entry per line shown (an address has several). */
  lines: string[];
}

export const NOT_GIVEN = 'Not given';

const poundsFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** How one answer reads back to the visitor on 'Check your answers'. */
export function displayAnswer(question: Question, answers: Answers): string[] {
  if (question.type === 'address') {
    const lines = addressLines(addressKeys(question.id), answers);
    return lines.length > 0 ? lines : [NOT_GIVEN];
  }
  const value = (answers[question.id] ?? '').trim();
  if (question.type === 'checkbox') return [value === 'true' ? 'Yes' : 'No'];
  if (value === '') return [NOT_GIVEN];
  switch (question.type) {
    case 'select':
    case 'radio':
      return [question.options?.find((option) => option.value === value)?.label ?? value];
    case 'date':
      return [value.replaceAll('-', '/')];
    case 'currency':
      return /^\d+$/.test(value) ? [poundsFormat.format(Number(value))] : [value];
    default:
      return [value];
  }
}

/** A row per question the visitor could see on the stage, in the stage's order. */
export function reviewRows(stage: Stage, answers: Answers): ReviewRow[] {
  return visibleQuestions(stage, answers).map((question) => ({
    id: question.id,
    label: question.label,
    lines: displayAnswer(question, answers),
  }));
}
