import { FIELD, MIN_AGE_YEARS, ageOn, isValidPostcode, parseDayMonthYear, type Answers } from '@quickcheck/contracts';
import type { Factor } from './types.ts';

/**
 * Rules no score can outweigh. The form validates the same things, but the engine must
 * not rely on its caller: a failure here is a decline whatever the credit file says.
 */
export function hardRuleFailures(answers: Answers, today: Date): Factor[] {
  const failures: Factor[] = [];
  const birth = parseDayMonthYear(answers[FIELD.dateOfBirth] ?? '');
  if (!birth) failures.push({ name: 'age', points: 0, detail: 'date of birth missing or not a real date' });
  else if (ageOn(birth, today) < MIN_AGE_YEARS)
    failures.push({ name: 'age', points: 0, detail: `under ${MIN_AGE_YEARS}` });

  if (!isValidPostcode(answers[FIELD.postcode] ?? '')) {
    failures.push({ name: 'uk-postcode', points: 0, detail: 'no valid UK postcode' });
  }
  if (!/^\d+$/.test((answers[FIELD.annualIncome] ?? '').trim())) {
    failures.push({ name: 'income', points: 0, detail: 'annual income missing' });
  }
  return failures;
}
