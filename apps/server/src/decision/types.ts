import type { BrandId } from '@quickcheck/brands';
import type { Answers, Reason } from '@quickcheck/contracts';
import type { AgencyAnswer } from '../ports/credit-reference-agency/agency-port.ts';

export type Band = 'accept' | 'refer' | 'decline';

/** One line of the audit trail: what was looked at and what it was worth. Never personal data. */
export interface Factor {
  name: string;
  points: number;
  detail: string;
}

export interface DecisionInput {
  /** Validated answers (docs/product/contract.md#the-form keys). */
  answers: Answers;
  brand: BrandId;
  /** The day the decision is made, for the age rule. */
  today: Date;
  agency: AgencyAnswer;
}

export interface Decision {
  reason: Reason;
  factors: Factor[];
  /** Scorecard total; 0 when no scorecard ran. */
  score: number;
  band?: Band;
  /** Credit limit in whole pounds, on MATCH_AND_OFFER only. */
  limit?: number;
  /** Representative APR in percent, on MATCH_AND_OFFER only. */
  apr?: number;
  ccsCode?: string;
  /** A SCORE_DECLINE that open-banking data could still turn into an offer. */
  referral: boolean;
}
