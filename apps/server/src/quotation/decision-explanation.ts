import { reasonSchema, type CreditReferenceAgencyDetails, type DecisionExplanation } from '@quickcheck/contracts';
import { explainDecision } from '../decision/explain.ts';
import type { Factor } from '../decision/types.ts';
import { lastValidDay } from './quote-validity.ts';

/** The agency named with a decline (CCA s.157), as the result context carries it. */
export type ExplanationAgency = CreditReferenceAgencyDetails;

export interface ExplainedQuotation {
  reference: string;
  /** A match's end: the page shows its last day. */
  validUntil?: Date | undefined;
  reason: string;
  /** The stored decision's factors; absent when nothing was decided (a repeat that gave up waiting). */
  factors?: readonly Factor[] | undefined;
  decidedAt: Date;
  /** The decision was an open-banking referral in a brand that offers it: a decline shown after it was refused. */
  openBankingOffered?: boolean | undefined;
}

/** The result response's `explanation`: the stored decision explained, never the profile or a score. */
export function explanationOf(
  quotation: ExplainedQuotation,
  agency: CreditReferenceAgencyDetails,
): DecisionExplanation {
  const reason = reasonSchema.parse(quotation.reason);
  const { findings, basis, checkAgainFrom, searchRecorded, agencyInformationUsed } = explainDecision(
    reason,
    quotation.factors ?? [],
    quotation.decidedAt,
  );
  return {
    reference: quotation.reference,
    ...(reason === 'MATCH_AND_OFFER' && quotation.validUntil ? { validUntil: lastValidDay(quotation.validUntil) } : {}),
    searchRecorded,
    ...(findings ? { findings } : {}),
    ...(basis ? { basis } : {}),
    ...(findings && quotation.openBankingOffered ? { openBankingOffered: true } : {}),
    ...(checkAgainFrom ? { checkAgainFrom } : {}),
    ...(agencyInformationUsed ? { agency } : {}),
  };
}
