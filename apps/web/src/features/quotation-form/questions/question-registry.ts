import type { QuestionType } from '@quickcheck/contracts';
import type { ComponentType } from 'react';
import { AddressQuestion } from './address-question/address-question.tsx';
import { CheckboxQuestion } from './checkbox-question/checkbox-question.tsx';
import { CurrencyQuestion } from './currency-question/currency-question.tsx';
import { DateQuestion } from './date-question/date-question.tsx';
import type { QuestionProps } from './question-props.ts';
import { RadioQuestion } from './radio-question/radio-question.tsx';
import { SelectQuestion } from './select-question/select-question.tsx';
import { TextQuestion } from './text-question/text-question.tsx';

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
