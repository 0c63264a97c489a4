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
 * Where a finding came from (issue 34): the agency's file (the explanation's `agency` names it),
 * our own records (an offer already accepted), or the visitor's own answers.
 */
export const FINDING_SOURCES = ['agency', 'our-records', 'your-answers'] as const;
export type FindingSource = (typeof FINDING_SOURCES)[number];

/**
 * One finding of the stored decision, as the record has it: its code (DECLINE_FINDINGS or
 * BASIS_FINDINGS), its source, and the scorecard's rating of it ('fair', '75–89%') where it has one.
 */
export const statedFindingSchema = z.object({
  code: z.string(),
  source: z.enum(FINDING_SOURCES),
  rating: z.optional(z.string()),
});
export type StatedFinding = z.infer<typeof statedFindingSchema>;

/**
 * Our addition to the result response (issue 23): the stored decision explained. `findings` are
 * the score decline's findings, weightiest first; `basis` is what an already-applied or mismatch
 * outcome rested on; `openBankingOffered` says the visitor was offered open banking for this
 * decision (and, seeing a decline, said no); `checkAgainFrom` is a day
 * (YYYY-MM-DD); `agency` is there when an agency's information was used; `validUntil` is a
 * match's last day (YYYY-MM-DD, UK) and `reference` is checksummed (decision 024).
 */
export const decisionExplanationSchema = z.object({
  reference: z.string(),
  searchRecorded: z.enum(SEARCH_RECORDED),
  findings: z.optional(z.array(statedFindingSchema)),
  basis: z.optional(statedFindingSchema),
  openBankingOffered: z.optional(z.boolean()),
  checkAgainFrom: z.optional(z.string()),
  agency: z.optional(creditReferenceAgencySchema),
  validUntil: z.optional(z.string()),
});
export type DecisionExplanation = z.infer<typeof decisionExplanationSchema>;
