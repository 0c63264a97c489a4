import {
  EMAIL_PATTERN,
  HOUSE_FIELD_MAX_LENGTH,
  UK_POSTCODE_PATTERN,
  addressKeys,
  type Condition,
  type FormDefinition,
  type Question,
  type Rule,
} from '@quickcheck/contracts';

/**
 * The form's rules as JSON Schema (2020-12), for the partner API's document: each answer's
 * pattern, enum or length, which answers are required, and those required only when another
 * answer shows their question (if/then). Derived from the definition the server validates with
 * (`validateAnswersUpTo`), so a body the document accepts is one the server accepts; the property
 * test in test/partner-openapi-conformance.test.ts holds the two together. Only a rule JSON Schema
 * cannot state — a previous address must differ from the current one — is said in words.
 */
export type JsonSchema = Record<string, unknown>;

const NOT_BLANK = '\\S';

/**
 * A part of the answers object (a condition, what it asks, one of an address's alternatives): it
 * speaks of a few answers and leaves the rest to the whole (which has additionalProperties false).
 * Said outright, as some validators (Redocly's) take an unsaid one as false.
 */
const part = (schema: JsonSchema): JsonSchema => ({ ...schema, additionalProperties: true });

/** A whole number from 0 to `max` (any leading zeros before it): the digits, place by place. */
function upTo(max: number): string {
  const digits = String(max);
  const alternatives = digits.length > 1 ? [`\\d{1,${digits.length - 1}}`] : [];
  for (let at = 0; at < digits.length; at += 1) {
    const digit = Number(digits[at]);
    const prefix = digits.slice(0, at);
    const rest = digits.length - at - 1;
    if (rest === 0) alternatives.push(`${prefix}[0-${digit}]`);
    else if (digit > 0) alternatives.push(`${prefix}[0-${digit - 1}]\\d{${rest}}`);
  }
  return alternatives.join('|');
}

/** The wholeNumber rule's text: digits only (after trimming), from `min` to `max`. */
const wholeNumberPattern = (max: number) => `^0*(?:${upTo(max)})$`;

interface Day {
  year: number;
  month: number;
  day: number;
}

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (month: number, year: number) =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
const two = (n: number) => String(n).padStart(2, '0');
const four = (n: number) => String(n).padStart(4, '0');
const oneOf = (items: readonly string[]) => `(?:${items.join('|')})`;

/** Every real day `DD-MM` of `year` from (month, day) `from` to `to`, both included. */
function daysOfYear(year: number, from: [number, number], to: [number, number]): string {
  const months: string[] = [];
  for (let month = from[0]; month <= to[0]; month += 1) {
    const first = month === from[0] ? from[1] : 1;
    const last = month === to[0] ? Math.min(to[1], daysIn(month, year)) : daysIn(month, year);
    const days = [];
    for (let day = first; day <= last; day += 1) days.push(two(day));
    if (days.length > 0) months.push(`${oneOf(days)}-${two(month)}`);
  }
  return months.length > 0 ? `${oneOf(months)}-${four(year)}` : '';
}

/** Every real day of the whole years `first` to `last`. */
function daysOfYears(first: number, last: number): string[] {
  if (first > last) return [];
  const years = [];
  const leap = [];
  for (let year = first; year <= last; year += 1) {
    years.push(four(year));
    if (isLeap(year)) leap.push(four(year));
  }
  const ordinary = '(?:(?:0[1-9]|1\\d|2[0-8])-(?:0[1-9]|1[0-2])|(?:29|30)-(?:0[13-9]|1[0-2])|31-(?:0[13578]|1[02]))';
  return [`${ordinary}-${oneOf(years)}`, ...(leap.length > 0 ? [`29-02-${oneOf(leap)}`] : [])];
}

/** `DD-MM-YYYY` for every real day from `earliest` to `latest`, both included. */
export function daysBetweenPattern(earliest: Day, latest: Day): string {
  const start: [number, number] = [earliest.month, earliest.day];
  const end: [number, number] = [latest.month, latest.day];
  const parts =
    earliest.year === latest.year
      ? [daysOfYear(earliest.year, start, end)]
      : [
          daysOfYear(earliest.year, start, [12, 31]),
          ...daysOfYears(earliest.year + 1, latest.year - 1),
          daysOfYear(latest.year, [1, 1], end),
        ];
  return `^${oneOf(parts.filter(Boolean))}$`;
}

/**
 * The days of birth the date rules accept on `today` (validation's ageOn: a birthday counts on
 * its day): at least `minAge` and at most `maxAge` years old. The year 100 is the first a
 * `DD-MM-YYYY` date may name (parseDayMonthYear).
 */
function birthDays(rules: readonly Rule[], today: Date): string {
  const minAge = rules.find((rule) => rule.kind === 'minAge')?.years;
  const maxAge = rules.find((rule) => rule.kind === 'maxAge')?.years;
  const [year, month, day] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const latest: Day = minAge === undefined ? { year: 9999, month: 12, day: 31 } : { year: year - minAge, month, day };
  // Born the day after today's date, maxAge + 1 years ago, is maxAge today.
  const next = month === 12 && day === 31 ? { month: 1, day: 1, carry: 1 } : { ...nextDay(month, day), carry: 0 };
  const earliest: Day =
    maxAge === undefined
      ? { year: 100, month: 1, day: 1 }
      : { year: year - maxAge - 1 + next.carry, month: next.month, day: next.day };
  return daysBetweenPattern(earliest, latest);
}

/** The next (month, day) in a leap year: every (month, day) exists in one. */
function nextDay(month: number, day: number) {
  return day < daysIn(month, 2000) ? { month, day: day + 1 } : { month: month + 1, day: 1 };
}

/** One answer's schema: a string of at most `maxAnswerLength`, narrowed by its question's rules. */
function answerSchema(question: Question, today: Date, maxAnswerLength: number): JsonSchema {
  const schema: JsonSchema = { type: 'string', maxLength: maxAnswerLength };
  const patterns: string[] = [];
  for (const rule of question.rules) {
    if (rule.kind === 'maxLength') schema.maxLength = Math.min(rule.max, maxAnswerLength);
    if (rule.kind === 'pattern') patterns.push(rule.pattern);
    if (rule.kind === 'email') patterns.push(EMAIL_PATTERN.source);
    if (rule.kind === 'date') patterns.push(birthDays(question.rules, today));
    if (rule.kind === 'wholeNumber') {
      patterns.push(wholeNumberPattern(rule.max));
      if (rule.min > 0) schema.not = { pattern: wholeNumberPattern(rule.min - 1) };
    }
    if (rule.kind === 'oneOf') schema.enum = (question.options ?? []).map((option) => option.value);
  }
  const required = question.rules.some((rule) => rule.kind === 'required');
  if (required && patterns.length === 0 && schema.enum === undefined) patterns.push(NOT_BLANK);
  if (patterns.length === 1) schema.pattern = patterns[0];
  if (patterns.length > 1) schema.allOf = patterns.map((pattern) => ({ pattern }));
  return schema;
}

/** The answers a question asks for: its own, or an address's parts. */
function questionSchemas(question: Question, today: Date, maxAnswerLength: number) {
  if (question.type !== 'address') {
    const required = question.rules.some((rule) => rule.kind === 'required');
    return {
      properties: { [question.id]: answerSchema(question, today, maxAnswerLength) },
      required: required ? [question.id] : [],
    };
  }
  const keys = addressKeys(question.id);
  const text = { type: 'string', maxLength: maxAnswerLength };
  const notBlank = { ...text, pattern: NOT_BLANK };
  const house = { type: 'string', maxLength: HOUSE_FIELD_MAX_LENGTH };
  const houseKeys = [keys.houseNumber, keys.houseName, keys.flatNumber];
  return {
    properties: {
      [keys.postcode]: { ...text, pattern: UK_POSTCODE_PATTERN.source },
      ...Object.fromEntries(houseKeys.map((key) => [key, house])),
      [keys.streetName]: notBlank,
      [keys.townCity]: notBlank,
      ...(keys.addressLine2 ? { [keys.addressLine2]: text } : {}),
      ...(keys.county ? { [keys.county]: text } : {}),
    },
    required: [keys.postcode, keys.streetName, keys.townCity],
    // A house number, name or flat number: at least one, not blank.
    anyOf: houseKeys.map((key) => part({ required: [key], properties: { [key]: { pattern: NOT_BLANK } } })),
  };
}

/** A condition on another answer as JSON Schema (isConditionMet, for the answers the rules accept). */
function conditionSchema(condition: Condition): JsonSchema {
  const value =
    'equals' in condition
      ? { const: condition.equals }
      : 'in' in condition
        ? { enum: [...condition.in] }
        : { pattern: wholeNumberPattern(Math.ceil(condition.lessThan) - 1) };
  return part({ required: [condition.field], properties: { [condition.field]: value } });
}

/**
 * The answers object of `definition` on `today`: every key in `keys` a string of at most
 * `maxAnswerLength` (no other key), each question's rules on its answers, required where asked.
 */
export function answersJsonSchema(
  definition: FormDefinition,
  { today, keys, maxAnswerLength }: { today: Date; keys: readonly string[]; maxAnswerLength: number },
): JsonSchema {
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    keys.map((key) => [key, { type: 'string', maxLength: maxAnswerLength }]),
  );
  const required: string[] = [];
  const allOf: JsonSchema[] = [];
  for (const question of definition.stages.flatMap((stage) => stage.questions)) {
    const own = questionSchemas(question, today, maxAnswerLength);
    const then = part({
      required: own.required,
      properties: own.properties,
      ...('anyOf' in own ? { anyOf: own.anyOf } : {}),
    });
    if (question.showWhen) {
      allOf.push({ if: conditionSchema(question.showWhen), then });
      continue;
    }
    Object.assign(properties, own.properties);
    required.push(...own.required);
    if ('anyOf' in own) allOf.push({ anyOf: own.anyOf });
  }
  return { type: 'object', properties, required, additionalProperties: false, allOf };
}
