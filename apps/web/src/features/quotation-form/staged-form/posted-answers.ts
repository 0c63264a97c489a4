import {
  DATE_OF_BIRTH_PARTS,
  FIELD,
  answerKeysOf,
  type Answers,
  type FormDefinition,
  type PostedFields,
} from '@quickcheck/contracts';
import { joinDate } from '../questions/date-question/date-parts.ts';

/**
 * The answers in a stage's form as the browser posted it before the page's script took over: each
 * control is named after its answer key (docs/product/contract.md#the-form) and a date's three boxes are joined as the
 * date question joins them. Only keys of the definition's visible questions count, and an empty
 * control is no answer, as a control never touched.
 */
export function answersOfPostedFields(definition: FormDefinition, fields: PostedFields): Answers {
  const [day = '', month = '', year = ''] = DATE_OF_BIRTH_PARTS.map((name) => fields[name]);
  // The three boxes are the date of birth's (docs/product/contract.md#the-form), the one date question.
  const candidates: Answers =
    day || month || year ? { ...fields, [FIELD.dateOfBirth]: joinDate({ day, month, year }) } : fields;
  const keys = answerKeysOf(definition, candidates);
  return Object.fromEntries(Object.entries(candidates).filter(([key, value]) => keys.has(key) && value !== ''));
}
