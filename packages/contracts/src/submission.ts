import * as z from 'zod';
import { answersSchema } from './answers.ts';
import { quotationContextSchema } from './form-response.ts';

const trueFalse = z.enum(['true', 'false']);

/** Experiment data merged into the quote (spec §3). */
export const experimentDataSchema = z.object({
  tntId: z.string().max(100).optional(),
  activityId: z.string().max(100).optional(),
  activityName: z.string().max(200).optional(),
  experienceId: z.string().max(100).optional(),
  experienceName: z.string().max(200).optional(),
});
export type ExperimentData = z.infer<typeof experimentDataSchema>;

/** `POST /api/quotation` body (spec §3 "Submission payload"). */
export const submissionPayloadSchema = z
  .object({
    formResponse: z.string().min(1).max(20_000),
    response: answersSchema,
    onlineEntryMethodCode: z.string().max(40).optional(),
    productId: z.string().max(20).optional(),
    sParameter: z.string().max(64).optional(),
    marketingOptIn: trueFalse,
    requoteOptIn: trueFalse,
    cashAdvance: z.enum(['yes', 'no']).optional(),
    visitorId: z.string().min(1).max(100),
    preTaxIncomeDuration: z.literal('yearly'),
    otherIncomeDuration: z.literal('yearly'),
    quotationContext: quotationContextSchema,
    openBanking: z.object({ consent: z.boolean() }).optional(),
  })
  .extend(experimentDataSchema.shape)
  .strict();
export type SubmissionPayload = z.infer<typeof submissionPayloadSchema>;
