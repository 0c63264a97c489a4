import type { QuestionType } from '@quickcheck/contracts';
import type { ComponentType } from 'react';
import { CheckboxQuestion } from './checkbox-question/checkbox-question.tsx';
import { DateQuestion } from './date-question/date-question.tsx';
import { lazyQuestion } from './lazy-question.tsx';
import type { QuestionProps } from './question-props.ts';
import { RadioQuestion } from './radio-question/radio-question.tsx';
import { SelectQuestion } from './select-question/select-question.tsx';
import { TextQuestion } from './text-question/text-question.tsx';

// The address and finances stages' own types: not in the first load (about you asks neither).
const AddressQuestion = lazyQuestion(
  async () => (await import('./address-question/address-question.tsx')).AddressQuestion,
);
const CurrencyQuestion = lazyQuestion(
  async () => (await import('./currency-question/currency-question.tsx')).CurrencyQuestion,
);

/** Fetches the lazy question types (a failure is left to the question itself, when shown). */
export function preloadLaterQuestions(): Promise<unknown> {
  return Promise.all([AddressQuestion.preload(), CurrencyQuestion.preload()]).catch(() => undefined);
}

/**
 * The journey is data (DESIGN.md): a question type maps to one component here,
 * so a new type is a new component, not a conditional across pages.
 */
export const QUESTION_REGISTRY: Record<QuestionType, ComponentType<QuestionProps>> = {
  text: TextQuestion,
  email: TextQuestion,
  tel: TextQuestion,
  select: SelectQuestion,
  radio: RadioQuestion,
  date: DateQuestion,
  currency: CurrencyQuestion,
  checkbox: CheckboxQuestion,
  address: AddressQuestion,
};
