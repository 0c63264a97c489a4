import * as z from 'zod/mini';

/** What a check left on the visitor's credit file: nothing, or at most a soft search only they can see. */
export const SEARCH_RECORDED = ['none', 'soft'] as const;
export type SearchRecorded = (typeof SEARCH_RECORDED)[number];

/** The credit reference agency that was searched (Consumer Credit Act s.157): name, address and phone. */
export const creditReferenceAgencySchema = z.object({
  name: z.string(),
  address: z.array(z.string()),
  phone: z.string(),
  website: z.string(),
  /** Where to ask for the free statutory credit report. */
  statutoryReportUrl: z.string(),
});
export type CreditReferenceAgencyDetails = z.infer<typeof creditReferenceAgencySchema>;

/**
 * Our addition to the result response (issue 23): the stored decision explained. `findings` are
 * DECLINE_FINDINGS codes, weightiest first (score declines only); `checkAgainFrom` is a day
 * (YYYY-MM-DD); `agency` is there when an agency's information was used; `validUntil` is a
 * match's last day (YYYY-MM-DD, UK) and `reference` is checksummed (decision 024).
 */
export const decisionExplanationSchema = z.object({
  reference: z.string(),
  searchRecorded: z.enum(SEARCH_RECORDED),
  findings: z.optional(z.array(z.string())),
  checkAgainFrom: z.optional(z.string()),
  agency: z.optional(creditReferenceAgencySchema),
  validUntil: z.optional(z.string()),
});
export type DecisionExplanation = z.infer<typeof decisionExplanationSchema>;
