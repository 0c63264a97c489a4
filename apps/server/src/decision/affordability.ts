import type { BrandId } from '@quickcheck/brands';
import type { AffordabilityFinding } from '@quickcheck/contracts';
import type { AffordabilitySummary } from './categorise.ts';
import { APR_BY_BRAND, CCS_CODE_BY_BRAND, MIN_LIMIT } from './offer.ts';
import type { Decision, Factor } from './types.ts';

/*
 * The open-banking affordability rules (CONC 5.2A: creditworthiness from the applicant's real
 * income and outgoings). Each is a share of the verified monthly income, or a floor in pounds.
 * A referral is declined for the first rule it breaks, in this order; all are recorded.
 */
/** Below this verified monthly income there is nothing to lend against. */
export const MIN_MONTHLY_INCOME = 500;
/** Rent or mortgage plus all credit repayments: at most half of income. */
export const MAX_COMMITTED_SHARE = 0.5;
/** Credit repayments alone: at most a quarter of income. */
export const MAX_CREDIT_SHARE = 0.25;
/** Gambling: at most 5% of income. */
export const MAX_GAMBLING_SHARE = 0.05;
/** Two bounced direct debits in a year show payments already being missed. */
export const MAX_RETURNED_DIRECT_DEBITS = 1;
/** What must be left each month after housing, credit and essentials. */
export const MIN_MONTHLY_DISPOSABLE = 200;
/** The limit: this many months of what is left, in £50 steps, capped: a referral starts low. */
export const LIMIT_MONTHS_OF_DISPOSABLE = 2;
export const OPEN_BANKING_MAX_LIMIT = 1500;
const LIMIT_STEP = 50;

export interface AffordabilityInput {
  brand: BrandId;
  summary: AffordabilitySummary;
}

export interface AffordabilityDecision extends Decision {
  finding: AffordabilityFinding;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The rules a summary breaks, in order; empty when it is affordable. */
export function affordabilityFailures(s: AffordabilitySummary): { finding: AffordabilityFinding; factor: Factor }[] {
  const income = s.monthlyIncome;
  const share = (amount: number) => (income > 0 ? amount / income : Infinity);
  const disposable = income - s.monthlyCommitted - s.monthlyCredit - s.monthlyEssential;
  const rules: [boolean, AffordabilityFinding, string][] = [
    [income < MIN_MONTHLY_INCOME, 'no-regular-income', `income under £${MIN_MONTHLY_INCOME} a month`],
    [
      share(s.monthlyCommitted + s.monthlyCredit) > MAX_COMMITTED_SHARE,
      'committed-outgoings',
      `committed outgoings ${percent(share(s.monthlyCommitted + s.monthlyCredit))} of income`,
    ],
    [
      share(s.monthlyCredit) > MAX_CREDIT_SHARE,
      'credit-repayments',
      `credit repayments ${percent(share(s.monthlyCredit))} of income`,
    ],
    [
      share(s.monthlyGambling) > MAX_GAMBLING_SHARE,
      'gambling',
      `gambling ${percent(share(s.monthlyGambling))} of income`,
    ],
    [
      s.returnedDirectDebits > MAX_RETURNED_DIRECT_DEBITS,
      'returned-direct-debits',
      `${s.returnedDirectDebits} returned direct debits`,
    ],
    [disposable < MIN_MONTHLY_DISPOSABLE, 'low-disposable-income', `£${disposable} left a month`],
  ];
  return rules
    .filter(([broken]) => broken)
    .map(([, finding, detail]) => ({ finding, factor: { name: `affordability-${finding}`, points: 0, detail } }));
}

/** A limit from what is left each month, in £50 steps within £250–£1,500. */
export function openBankingLimit(s: AffordabilitySummary): number {
  const disposable = s.monthlyIncome - s.monthlyCommitted - s.monthlyCredit - s.monthlyEssential;
  const stepped = Math.floor((disposable * LIMIT_MONTHS_OF_DISPOSABLE) / LIMIT_STEP) * LIMIT_STEP;
  return Math.min(OPEN_BANKING_MAX_LIMIT, Math.max(MIN_LIMIT, stepped));
}

/**
 * The second decision of a referred quotation, as a pure function of the bank-data summary:
 * an offer when every rule holds, else a score decline naming the first rule broken.
 */
export function decideAffordability({ brand, summary }: AffordabilityInput): AffordabilityDecision {
  const failures = affordabilityFailures(summary);
  const first = failures[0];
  if (first) {
    const factors = failures.map((failure) => failure.factor);
    return { reason: 'SCORE_DECLINE', factors, score: 0, band: 'decline', referral: false, finding: first.finding };
  }
  const detail = `income £${summary.monthlyIncome} a month passes every rule`;
  return {
    reason: 'MATCH_AND_OFFER',
    factors: [{ name: 'affordability', points: 0, detail }],
    score: 0,
    band: 'accept',
    limit: openBankingLimit(summary),
    apr: APR_BY_BRAND[brand],
    ccsCode: CCS_CODE_BY_BRAND[brand],
    referral: false,
    finding: 'affordable',
  };
}
