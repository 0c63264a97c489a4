import type { BrandId } from '@quickcheck/brands';
import type { Answers, Reason } from '@quickcheck/contracts';

/*
 * What the engine reads from outside systems, as plain data. The engine owns these shapes and the
 * ports deliver them (decision 096): the engine imports nothing else of the server.
 */

/** What the credit-reference agency knows of a person (ports/credit-reference-agency). */
export interface CreditProfile {
  /** 0–999; higher is better. */
  creditScore: number;
  ccjCount: number;
  defaultCount: number;
  missedPaymentsLast12Months: number;
  /** Revolving balances as a percentage of revolving limits. */
  revolvingUtilisationPercent: number;
  /** The agency holds a live application for this person from the provider. */
  existingApplication: boolean;
  /** The agency cannot judge affordability from its data: ask for open-banking data. */
  openBankingReferral: boolean;
}

export type AgencyAnswer = { kind: 'not-found' } | { kind: 'found'; profile: CreditProfile };

export type TransactionType =
  'credit' | 'direct-debit' | 'standing-order' | 'card' | 'transfer' | 'returned-direct-debit';

/** One of a person's bank transactions, as the open-banking provider serves it (ports/open-banking). */
export interface BankTransaction {
  /** YYYY-MM-DD. */
  bookedOn: string;
  /** Pence; money in is positive, money out negative. */
  amountPence: number;
  type: TransactionType;
  /** The bank's text, as on a statement. */
  description: string;
  /** ISO 18245 merchant category code, on card payments. */
  merchantCategoryCode?: string;
}

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
