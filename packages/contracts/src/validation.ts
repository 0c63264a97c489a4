import {
  ADDRESS_MESSAGES,
  HOUSE_FIELD_MAX_LENGTH,
  addressKeys,
  isValidPostcode,
  normalisePostcode,
} from './address-fields.ts';
import type { Answers } from './answers.ts';
import type { FieldError } from './api.ts';
import type { Condition, FormDefinition, Question, Rule, Stage } from './form-definition.ts';

/** The form's e-mail rule (also the address a saved check's link goes to). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isConditionMet(condition: Condition | undefined, answers: Answers): boolean {
  if (!condition) return true;
  const value = answers[condition.field] ?? '';
  if ('equals' in condition) return value === condition.equals;
  if ('in' in condition) return condition.in.includes(value);
  const numeric = Number(value);
  return value.trim() !== '' && Number.isFinite(numeric) && numeric < condition.lessThan;
}

export function visibleQuestions(stage: Stage, answers: Answers): Question[] {
  return stage.questions.filter((question) => isConditionMet(question.showWhen, answers));
}

/** Parses `DD-MM-YYYY` into a calendar date, or undefined when it is not a real day. */
export function parseDayMonthYear(value: string): { day: number; month: number; year: number } | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { day, month, year } : undefined;
}

export function ageOn(birth: { day: number; month: number; year: number }, today: Date): number {
  const [year, month, day] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

function breaksRule(rule: Rule, value: string, question: Question, today: Date): boolean {
  switch (rule.kind) {
    case 'required':
      return value.trim() === '';
    case 'maxLength':
      return value.length > rule.max;
    case 'pattern':
      return !new RegExp(rule.pattern).test(value.trim());
    case 'email':
      return !EMAIL_PATTERN.test(value.trim());
    case 'date':
      return parseDayMonthYear(value) === undefined;
    case 'minAge': {
      const birth = parseDayMonthYear(value);
      return !!birth && ageOn(birth, today) < rule.years;
    }
    case 'maxAge': {
      const birth = parseDayMonthYear(value);
      return !!birth && ageOn(birth, today) > rule.years;
    }
    case 'wholeNumber': {
      const trimmed = value.trim();
      if (!/^\d+$/.test(trimmed)) return true;
      const numeric = Number(trimmed);
      return numeric < rule.min || numeric > rule.max;
    }
    case 'oneOf':
      return !(question.options ?? []).some((option) => option.value === value);
  }
}

/**
 * First broken rule wins; rules other than `required` are skipped for an empty optional answer.
 * `given`: only what was answered counts (a stage part-way filled in), so nothing is required.
 */
function validateQuestion(question: Question, answers: Answers, today: Date, given = false): FieldError[] {
  if (question.type === 'address') return validateAddress(question, answers, given);
  const value = answers[question.id] ?? '';
  const required = !given && question.rules.some((rule) => rule.kind === 'required');
  if (!required && value.trim() === '') return [];
  const broken = question.rules.find((rule) => breaksRule(rule, value, question, today));
  return broken ? [{ field: question.id, message: broken.message }] : [];
}

function validateAddress(question: Question, answers: Answers, given: boolean): FieldError[] {
  const keys = addressKeys(question.id);
  const value = (key: string | undefined) => (key ? (answers[key] ?? '').trim() : '');
  const errors: FieldError[] = [];
  const postcode = value(keys.postcode);
  if (postcode === '') {
    if (!given) errors.push({ field: keys.postcode, message: ADDRESS_MESSAGES.postcodeRequired });
  } else if (!isValidPostcode(postcode))
    errors.push({ field: keys.postcode, message: ADDRESS_MESSAGES.postcodeInvalid });
  for (const key of [keys.houseNumber, keys.houseName, keys.flatNumber]) {
    if (value(key).length > HOUSE_FIELD_MAX_LENGTH) errors.push({ field: key, message: ADDRESS_MESSAGES.houseTooLong });
  }
  // An address part-way given is checked part by part; whether it is whole, when its stage is.
  if (errors.length > 0 || given) return errors;
  const hasHouse = [keys.houseNumber, keys.houseName, keys.flatNumber].some((key) => value(key) !== '');
  if (!hasHouse || value(keys.streetName) === '' || value(keys.townCity) === '') {
    return [{ field: question.id, message: ADDRESS_MESSAGES.noAddress }];
  }
  if (question.id === 'previous-address' && sameAddress(answers)) {
    return [{ field: question.id, message: ADDRESS_MESSAGES.previousSameAsCurrent }];
  }
  return [];
}

function sameAddress(answers: Answers): boolean {
  const current = addressKeys('address');
  const previous = addressKeys('previous-address');
  const norm = (key: string) => (answers[key] ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return (
    normalisePostcode(answers[current.postcode] ?? '') === normalisePostcode(answers[previous.postcode] ?? '') &&
    (['houseNumber', 'houseName', 'flatNumber', 'streetName'] as const).every(
      (part) => norm(current[part]) === norm(previous[part]),
    )
  );
}

/** Runs a stage's rules on its visible questions: the same function in the browser and on the server. */
export function validateStage(stage: Stage, answers: Answers, today: Date = new Date()): FieldError[] {
  return visibleQuestions(stage, answers).flatMap((question) => validateQuestion(question, answers, today));
}

export function validateDefinition(
  definition: FormDefinition,
  answers: Answers,
  today: Date = new Date(),
): FieldError[] {
  return definition.stages.flatMap((stage) => validateStage(stage, answers, today));
}

/** The answers given so far on a stage (not blank), each by its question's rules: nothing is required yet. */
export function validateGivenAnswers(stage: Stage, answers: Answers, today: Date = new Date()): FieldError[] {
  return visibleQuestions(stage, answers).flatMap((question) => validateQuestion(question, answers, today, true));
}

/**
 * The one validation of answers, whatever route brings them (a stage's Continue, a saved check, the
 * partner API, a submission): every stage before `stageId` whole, as its Continue ran it, and
 * `stageId`'s own answers each by its rules, as far as they are given. A stage id the definition
 * does not have (its review, 'Check your answers') or none: every stage whole.
 */
export function validateAnswersUpTo(
  definition: FormDefinition,
  answers: Answers,
  stageId: string | undefined,
  today: Date = new Date(),
): FieldError[] {
  const at = definition.stages.findIndex((stage) => stage.id === stageId);
  if (at < 0) return validateDefinition(definition, answers, today);
  return [
    ...definition.stages.slice(0, at).flatMap((stage) => validateStage(stage, answers, today)),
    ...validateGivenAnswers(definition.stages[at]!, answers, today),
  ];
}

/**
 * What a save may carry from a stage part-way filled in (the browser sends this): the answers less
 * those `validateAnswersUpTo` would refuse, so a half-typed answer is left to be typed again.
 */
export function answersFitToSave(
  definition: FormDefinition,
  answers: Answers,
  stageId: string,
  today: Date = new Date(),
): Answers {
  const refused = new Set(validateAnswersUpTo(definition, answers, stageId, today).map((error) => error.field));
  return Object.fromEntries(Object.entries(answers).filter(([key]) => !refused.has(key)));
}

/** Every answer key a visible question owns: answers outside this set are dropped before storage. */
export function answerKeysOf(definition: FormDefinition, answers: Answers): Set<string> {
  const keys = new Set<string>();
  for (const stage of definition.stages) {
    for (const question of visibleQuestions(stage, answers)) {
      if (question.type === 'address') {
        for (const key of Object.values(addressKeys(question.id))) if (key) keys.add(key);
      } else keys.add(question.id);
    }
  }
  return keys;
}
