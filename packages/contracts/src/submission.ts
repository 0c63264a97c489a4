import * as z from 'zod/mini';
import { answersSchema } from './answers.ts';
import { quotationContextSchema } from './form-response.ts';

const trueFalse = z.enum(['true', 'false']);

/** Experiment data merged into the quote (docs/product/data.md). */
export const experimentDataSchema = z.object({
  tntId: z.optional(z.string().check(z.maxLength(100))),
  activityId: z.optional(z.string().check(z.maxLength(100))),
  activityName: z.optional(z.string().check(z.maxLength(200))),
  experienceId: z.optional(z.string().check(z.maxLength(100))),
  experienceName: z.optional(z.string().check(z.maxLength(200))),
});
export type ExperimentData = z.infer<typeof experimentDataSchema>;

/** `POST /api/quotation` body (docs/product/data.md "Submission payload"). */
export const submissionPayloadSchema = z.strictObject({
  formResponse: z.string().check(z.minLength(1), z.maxLength(20_000)),
  response: answersSchema,
  onlineEntryMethodCode: z.optional(z.string().check(z.maxLength(40))),
  productId: z.optional(z.string().check(z.maxLength(20))),
  /** docs/product/data.md names it, so it is still accepted; the server reads `s` from the signed form token only (decision 033). */
  sParameter: z.optional(z.string().check(z.maxLength(64))),
  marketingOptIn: trueFalse,
  requoteOptIn: trueFalse,
  cashAdvance: z.optional(z.enum(['yes', 'no'])),
  visitorId: z.string().check(z.minLength(1), z.maxLength(100)),
  preTaxIncomeDuration: z.literal('yearly'),
  otherIncomeDuration: z.literal('yearly'),
  quotationContext: quotationContextSchema,
  openBanking: z.optional(z.object({ consent: z.boolean() })),
  ...experimentDataSchema.shape,
});
export type SubmissionPayload = z.infer<typeof submissionPayloadSchema>;
