import { BRAND_IDS } from '@quickcheck/brands';
import { AGGREGATOR_STANDARD, FIELD, REASONS } from '@quickcheck/contracts';
import * as z from 'zod/mini';

/**
 * The partner API's shapes: the route declares them in its schema, so Fastify validates and
 * serialises with them and the OpenAPI document is generated from them (decision 095): the two
 * cannot drift.
 */

/** The longest answer the API takes (the form's answers schema says the same). */
export const MAX_ANSWER_LENGTH = 200;

/** docs/product/contract.md#the-form's answer keys, each optional here: the form definition's rules say which are needed. */
const answerFields = Object.fromEntries(
  Object.values(FIELD).map((key) => [key, z.optional(z.string().check(z.maxLength(MAX_ANSWER_LENGTH)))]),
) as Record<(typeof FIELD)[keyof typeof FIELD], z.ZodMiniOptional<z.ZodMiniString>>;

export const partnerAnswersSchema = z.strictObject(answerFields).check(
  z.meta({
    description:
      "The applicant's answers, keyed as our form's controls are (the integration guide lists each); " +
      '`date-of-birth` is DD-MM-YYYY. ' +
      'The same rules as the form apply: a missing or bad answer is named in a 400.',
  }),
);

/** The definition a partner's answers are checked against: its rules are the document's too. */
export const PARTNER_DEFINITION = AGGREGATOR_STANDARD;

export const eligibilityRequestSchema = z.strictObject({
  answers: partnerAnswersSchema,
  brand: z.optional(
    z
      .enum(BRAND_IDS)
      .check(z.meta({ description: 'The card the applicant is checked for; `quickcheck` when absent.' })),
  ),
});
export type EligibilityRequest = z.infer<typeof eligibilityRequestSchema>;

export const OFFER_STATUS = 'subject-to-final-checks';
/** ASA: a 'pre-approved' offer must say it depends on final checks. */
export const OFFER_WORDING = 'Pre-approved, subject to final checks: the applicant is not yet guaranteed this card.';

export const offerSchema = z.object({
  status: z.literal(OFFER_STATUS),
  wording: z.string().check(z.meta({ description: 'Words to show beside the offer, as the ASA requires.' })),
  creditLimit: z.int().check(z.nonnegative(), z.meta({ description: 'Pounds.' })),
  apr: z.number().check(z.meta({ description: 'Representative APR, percent.' })),
  productCode: z
    .string()
    .check(z.meta({ description: "The card's product code: one per brand (the integration guide lists them)." })),
});

export const eligibilityResponseSchema = z.object({
  applicationId: z.uuid().check(z.meta({ description: 'Ours; the same for a repeated Idempotency-Key.' })),
  outcome: z.enum(REASONS),
  openBankingReferral: z
    .boolean()
    .check(z.meta({ description: 'A score decline the applicant can still turn round by open banking, on our site.' })),
  offer: z.optional(offerSchema),
  continueUrl: z.url().check(
    z.meta({
      description:
        "Send the applicant's browser here: single use, expires at continueExpiresAt, carries no personal data.",
    }),
  ),
  continueExpiresAt: z.iso.datetime().check(z.meta({ description: 'ISO 8601 date-time, UTC.' })),
});
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>;

export const partnerErrorSchema = z.object({
  error: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
