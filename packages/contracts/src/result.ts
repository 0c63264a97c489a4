import * as z from 'zod/mini';
import { decisionExplanationSchema } from './decision-explanation.ts';

export const REASONS = [
  'MATCH_AND_OFFER',
  'INFORMATION_MISMATCH',
  'SCORE_DECLINE',
  'ALREADY_APPLIED_DECLINE',
  'ERROR',
] as const;
export const reasonSchema = z.enum(REASONS);
export type Reason = z.infer<typeof reasonSchema>;
export const DECLINE_REASONS: readonly Reason[] = ['INFORMATION_MISMATCH', 'SCORE_DECLINE', 'ALREADY_APPLIED_DECLINE'];

/** What the result pages play back to the visitor (docs/product/data.md userData). */
export const userDataSchema = z.object({
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  employmentStatus: z.string(),
  occupation: z.string(),
  houseFlatNameNumber: z.string(),
  streetName: z.string(),
  addressLine2: z.string(),
  townCity: z.string(),
  county: z.string(),
  postcode: z.string(),
  yearsAtAddress: z.string(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** `POST /api/quotation` answer (docs/product/data.md "Result response"); `quotationId` is our addition for edit mode. */
export const resultResponseSchema = z.object({
  quotationId: z.string(),
  reason: z.string(),
  userData: userDataSchema,
  requoteOptIn: z.optional(z.enum(['true', 'false'])),
  openBankingDecisionIndicator: z.boolean(),
  openBankingUrl: z.optional(z.string()),
  ccsCode: z.optional(z.string()),
  sParameter: z.optional(z.string()),
  agreementUrl: z.optional(z.string()),
  token: z.string(),
  /** Our addition: after open banking, the affordability finding that counted (AFFORDABILITY_FINDINGS). */
  affordabilityFinding: z.optional(z.string()),
  /** Our addition (issue 23): the stored decision explained: reasons, when to check again, agency, reference. */
  explanation: z.optional(decisionExplanationSchema),
});
export type ResultResponse = z.infer<typeof resultResponseSchema>;
