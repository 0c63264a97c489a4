import * as z from 'zod/mini';

/** A validation rule carried in the definition, so browser and server run the same rules. */
export const ruleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('required'), message: z.string() }),
  z.object({ kind: z.literal('maxLength'), max: z.number().check(z.int(), z.positive()), message: z.string() }),
  z.object({ kind: z.literal('pattern'), pattern: z.string(), message: z.string() }),
  z.object({ kind: z.literal('email'), message: z.string() }),
  z.object({ kind: z.literal('date'), message: z.string() }),
  z.object({ kind: z.literal('minAge'), years: z.number().check(z.int(), z.positive()), message: z.string() }),
  z.object({ kind: z.literal('maxAge'), years: z.number().check(z.int(), z.positive()), message: z.string() }),
  z.object({
    kind: z.literal('wholeNumber'),
    min: z.number().check(z.int()),
    max: z.number().check(z.int()),
    message: z.string(),
  }),
  z.object({ kind: z.literal('oneOf'), message: z.string() }),
]);
export type Rule = z.infer<typeof ruleSchema>;

export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** Show a question only when another answer matches (e.g. a previous address under 3 years). */
export const conditionSchema = z.union([
  z.object({ field: z.string(), equals: z.string() }),
  z.object({ field: z.string(), in: z.array(z.string()) }),
  z.object({ field: z.string(), lessThan: z.number() }),
]);
export type Condition = z.infer<typeof conditionSchema>;

export const QUESTION_TYPES = [
  'text',
  'email',
  'tel',
  'select',
  'radio',
  'date',
  'currency',
  'checkbox',
  'address',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const questionSchema = z.object({
  /** The answer key, and the `name` of the control (docs/product/contract.md#the-form). For `address`, the key prefix. */
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  hint: z.optional(z.string()),
  /** WCAG 1.3.5 input purpose token. */
  autocomplete: z.optional(z.string()),
  options: z.optional(z.array(optionSchema)),
  rules: z.array(ruleSchema),
  showWhen: z.optional(conditionSchema),
});
export type Question = z.infer<typeof questionSchema>;

export const stageSchema = z.object({
  id: z.string(),
  title: z.string(),
  questions: z.array(questionSchema),
});
export type Stage = z.infer<typeof stageSchema>;

export const formDefinitionSchema = z.object({
  id: z.string(),
  stages: z.array(stageSchema).check(z.minLength(1)),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;
