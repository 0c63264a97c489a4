import type { Answers, Question } from '@quickcheck/contracts';

/** What every question component receives from the staged form. */
export interface QuestionProps {
  question: Question;
  answers: Answers;
  /** Error message per answer key (or per question id for group errors). */
  errors: Readonly<Record<string, string>>;
  /** Sets one or more answers at once (an address fills several keys). */
  onChange: (changes: Answers) => void;
}
