import * as z from 'zod/mini';

/**
 * The agreement stand-in's API (docs/product/contract.md#pages `/agreement`, our addition to docs/product/contract.md#api):
 * `GET /api/agreement?token=` answers the offer, `POST /api/agreement/accept` records it.
 */
export const agreementOfferSchema = z.object({
  quotationId: z.string(),
  brand: z.string(),
  brandName: z.string(),
  firstName: z.string(),
  /** Whole pounds. */
  creditLimit: z.number(),
  /** Representative APR in percent. */
  apr: z.number(),
  accepted: z.boolean(),
  /** The offer came from open-banking data: the page says the bank link is done with. */
  openBankingUsed: z.optional(z.boolean()),
  /** The quote's reference (decision 024). */
  reference: z.string(),
  /** The last day the offer holds, YYYY-MM-DD (UK). */
  validUntil: z.string(),
});
export type AgreementOffer = z.infer<typeof agreementOfferSchema>;

/** The result token from the agreement URL: the only proof of the offer. */
export const agreementAcceptRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(20_000)),
});
export type AgreementAcceptRequest = z.infer<typeof agreementAcceptRequestSchema>;

/** Accepting twice answers the same: the acceptance is recorded once. */
export const agreementAcceptResponseSchema = z.object({ accepted: z.literal(true) });
export type AgreementAcceptResponse = z.infer<typeof agreementAcceptResponseSchema>;

/** The code of a refusal because the quote's time is up (410, for showing and accepting alike). */
export const QUOTE_EXPIRED = 'QUOTE_EXPIRED';

/** The agreement's answer after the quote's end: what the expired page says, and where a fresh check starts. */
export const quoteExpiredSchema = z.object({
  error: z.string(),
  code: z.literal(QUOTE_EXPIRED),
  reference: z.string(),
  /** The last day the offer held, YYYY-MM-DD (UK). */
  validUntil: z.string(),
  /** The form on the brand's own site: a fresh check. */
  freshCheckUrl: z.string(),
});
export type QuoteExpired = z.infer<typeof quoteExpiredSchema>;
