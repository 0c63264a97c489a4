import {
  DECLINE_FINDING_CODES,
  type BasisFinding,
  type DeclineFinding,
  type FindingSource,
  type Reason,
  type SearchRecorded,
  type StatedFinding,
} from '@quickcheck/contracts';
import { BEST_POINTS } from './scorecard.ts';
import type { Factor } from './types.ts';

/** A decline names at most this many findings: the ones that counted most. */
export const MAX_FINDINGS = 3;

/**
 * How long after a decline the visitor may check again: long enough for their file to change
 * (issuers ask for 3–6 months). A live application or account needs the longer wait.
 */
export const CHECK_AGAIN_AFTER_MONTHS: Readonly<Partial<Record<Reason, number>>> = {
  SCORE_DECLINE: 3,
  ALREADY_APPLIED_DECLINE: 6,
};

/**
 * Factors that decide on their own, whatever the points: a broken hard rule, the agency's
 * referral, no declared income. They come first, in the engine's order.
 */
const HARD_RULES: ReadonlySet<string> = new Set(['age', 'uk-postcode', 'income']);
const DECISIVE: ReadonlySet<string> = new Set([...HARD_RULES, 'agency-referral', 'declared-income']);

const isFinding = (name: string): name is DeclineFinding => (DECLINE_FINDING_CODES as string[]).includes(name);

/**
 * Where each finding came from (issue 34): the agency's file, our own records, or the visitor's
 * answers. The sentence the visitor reads names its source, so this is the one place it is decided.
 */
export const FINDING_SOURCE: Readonly<Record<DeclineFinding | BasisFinding, FindingSource>> = {
  'credit-score': 'agency',
  ccjs: 'agency',
  defaults: 'agency',
  'missed-payments': 'agency',
  utilisation: 'agency',
  'agency-referral': 'agency',
  'existing-application': 'agency',
  identity: 'agency',
  'prior-acceptance': 'our-records',
  'years-at-address': 'your-answers',
  'annual-income': 'your-answers',
  employment: 'your-answers',
  'declared-income': 'your-answers',
  age: 'your-answers',
  'uk-postcode': 'your-answers',
  income: 'your-answers',
};

/** Factors whose stored detail is the scorecard's rating of them (its step's label, or the status). */
const RATED: ReadonlySet<string> = new Set([
  'credit-score',
  'missed-payments',
  'utilisation',
  'years-at-address',
  'annual-income',
  'employment',
]);

/**
 * What a factor cost the visitor: the points it fell short of its best step by (decision 022's
 * ordering rule); a factor that decides on its own weighs the most.
 */
export const weightOf = (factor: Factor): number =>
  DECISIVE.has(factor.name) ? Infinity : (BEST_POINTS[factor.name] ?? 0) - factor.points;

const stated = (factor: Factor, code: DeclineFinding | BasisFinding): StatedFinding => ({
  code,
  source: FINDING_SOURCE[code],
  ...(RATED.has(code) ? { rating: factor.detail } : {}),
});

/** A score decline's findings that counted most, weightiest first (ties in the scorecard's order). */
export function weightiestFindings(factors: readonly Factor[]): StatedFinding[] {
  return factors
    .map((factor, order) => ({ factor, weight: weightOf(factor), order }))
    .filter((entry) => entry.weight > 0 && isFinding(entry.factor.name))
    .sort((a, b) => (a.weight === b.weight ? a.order - b.order : b.weight > a.weight ? 1 : -1))
    .slice(0, MAX_FINDINGS)
    .map((entry) => stated(entry.factor, entry.factor.name as DeclineFinding));
}

const BASIS_OF: Readonly<Partial<Record<Reason, readonly BasisFinding[]>>> = {
  ALREADY_APPLIED_DECLINE: ['prior-acceptance', 'existing-application'],
  INFORMATION_MISMATCH: ['identity'],
};

/** What an already-applied or mismatch outcome rested on: the stored factor that decided it. */
function basisOf(reason: Reason, factors: readonly Factor[]): StatedFinding | undefined {
  const codes = BASIS_OF[reason] ?? [];
  const factor = factors.find((candidate) => (codes as readonly string[]).includes(candidate.name));
  return factor ? stated(factor, factor.name as BasisFinding) : undefined;
}

/** The day (YYYY-MM-DD, UTC) `months` after `from`, on the last day of a shorter month. */
export function addMonths(from: Date, months: number): string {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Whether the check left anything on the credit file: the agency was never asked when the circuit
 * was open or the visitor had already accepted an offer; otherwise at most a soft search.
 */
function searchRecordedBy(reason: Reason, factors: readonly Factor[]): SearchRecorded {
  const notAsked = factors.some(
    (factor) =>
      factor.name === 'prior-acceptance' ||
      (reason === 'ERROR' && factor.name === 'agency' && factor.detail === 'circuit-open'),
  );
  return notAsked ? 'none' : 'soft';
}

export interface ExplainedDecision {
  findings?: StatedFinding[];
  basis?: StatedFinding;
  checkAgainFrom?: string;
  searchRecorded: SearchRecorded;
  /** The decline rested on the agency's information, so the visitor is told which agency (CCA s.157). */
  agencyInformationUsed: boolean;
}

/**
 * A stored decision explained, as a pure function of its reason, its stored factors and when it
 * was made: a replay of the decision gives the same explanation.
 */
export function explainDecision(reason: Reason, factors: readonly Factor[], decidedAt: Date): ExplainedDecision {
  const months = CHECK_AGAIN_AFTER_MONTHS[reason];
  const onlyHardRules = factors.length > 0 && factors.every((factor) => HARD_RULES.has(factor.name));
  const basis = basisOf(reason, factors);
  return {
    ...(reason === 'SCORE_DECLINE' ? { findings: weightiestFindings(factors) } : {}),
    ...(basis ? { basis } : {}),
    ...(months === undefined ? {} : { checkAgainFrom: addMonths(decidedAt, months) }),
    searchRecorded: searchRecordedBy(reason, factors),
    agencyInformationUsed:
      basis?.source === 'agency' || reason === 'INFORMATION_MISMATCH' || (reason === 'SCORE_DECLINE' && !onlyHardRules),
  };
}
