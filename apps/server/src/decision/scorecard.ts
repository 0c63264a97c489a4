import { FIELD, type Answers } from '@quickcheck/contracts';
import type { Band, CreditProfile, Factor } from './types.ts';

/** A band of a numeric scale: the first row whose `min` the value reaches wins (rows sorted high to low). */
interface Step {
  min: number;
  points: number;
  label: string;
}

const pick = (steps: readonly Step[], value: number): Step =>
  steps.find((step) => value >= step.min) ?? steps[steps.length - 1]!;

export const CREDIT_SCORE_STEPS: readonly Step[] = [
  { min: 880, points: 180, label: 'excellent' },
  { min: 800, points: 150, label: 'very good' },
  { min: 700, points: 110, label: 'good' },
  { min: 600, points: 70, label: 'fair' },
  { min: 450, points: 30, label: 'poor' },
  { min: -Infinity, points: -40, label: 'very poor' },
];

/** Lower is better, so the steps are keyed on "at least this much used". */
export const UTILISATION_STEPS: readonly Step[] = [
  { min: 90, points: -60, label: '90% or more' },
  { min: 75, points: -30, label: '75–89%' },
  { min: 50, points: 0, label: '50–74%' },
  { min: 30, points: 20, label: '30–49%' },
  { min: -Infinity, points: 40, label: 'under 30%' },
];

export const YEARS_AT_ADDRESS_STEPS: readonly Step[] = [
  { min: 5, points: 30, label: '5 years or more' },
  { min: 3, points: 20, label: '3–4 years' },
  { min: 1, points: 10, label: '1–2 years' },
  { min: -Infinity, points: 0, label: 'under a year' },
];

export const INCOME_STEPS: readonly Step[] = [
  { min: 50_000, points: 80, label: '£50,000 or more' },
  { min: 30_000, points: 60, label: '£30,000–£49,999' },
  { min: 20_000, points: 40, label: '£20,000–£29,999' },
  { min: 10_000, points: 20, label: '£10,000–£19,999' },
  { min: -Infinity, points: 0, label: 'under £10,000' },
];

export const EMPLOYMENT_POINTS: Readonly<Record<string, number>> = {
  FULL_TIME: 40,
  RETIRED: 30,
  PART_TIME: 25,
  SELF_EMPLOYED: 25,
  STUDENT: 5,
  HOMEMAKER: 5,
  UNEMPLOYED: -20,
};

export const CCJ_POINTS = -150;
export const DEFAULT_POINTS = -100;
export const MISSED_PAYMENT_STEPS: readonly Step[] = [
  { min: 3, points: -80, label: '3 or more in 12 months' },
  { min: 1, points: -30, label: '1–2 in 12 months' },
  { min: -Infinity, points: 0, label: 'none in 12 months' },
];

/** Totals at or above ACCEPT_FROM are offers; from REFER_FROM they are open-banking referrals. */
export const ACCEPT_FROM = 250;
export const REFER_FROM = 170;

export function bandFor(total: number): Band {
  if (total >= ACCEPT_FROM) return 'accept';
  return total >= REFER_FROM ? 'refer' : 'decline';
}

const stepFactor = (name: string, steps: readonly Step[], value: number): Factor => {
  const step = pick(steps, value);
  return { name, points: step.points, detail: step.label };
};

/** The points of every factor the decision looks at (profile and answers). */
export function scorecard(profile: CreditProfile, answers: Answers): Factor[] {
  const employment = answers[FIELD.employmentStatus] ?? '';
  return [
    stepFactor('credit-score', CREDIT_SCORE_STEPS, profile.creditScore),
    { name: 'ccjs', points: profile.ccjCount > 0 ? CCJ_POINTS : 0, detail: `${profile.ccjCount} CCJ(s)` },
    {
      name: 'defaults',
      points: profile.defaultCount > 0 ? DEFAULT_POINTS : 0,
      detail: `${profile.defaultCount} default(s)`,
    },
    stepFactor('missed-payments', MISSED_PAYMENT_STEPS, profile.missedPaymentsLast12Months),
    stepFactor('utilisation', UTILISATION_STEPS, profile.revolvingUtilisationPercent),
    stepFactor('years-at-address', YEARS_AT_ADDRESS_STEPS, Number(answers[FIELD.yearsAtAddress] ?? 0) || 0),
    stepFactor('annual-income', INCOME_STEPS, Number(answers[FIELD.annualIncome] ?? 0) || 0),
    { name: 'employment', points: EMPLOYMENT_POINTS[employment] ?? 0, detail: employment || 'not given' },
  ];
}

const bestOf = (steps: readonly Step[]) => Math.max(...steps.map((step) => step.points));

/** The most each factor can score: what a finding fell short of this is its weight (decision/explain.ts). */
export const BEST_POINTS: Readonly<Record<string, number>> = {
  'credit-score': bestOf(CREDIT_SCORE_STEPS),
  ccjs: 0,
  defaults: 0,
  'missed-payments': bestOf(MISSED_PAYMENT_STEPS),
  utilisation: bestOf(UTILISATION_STEPS),
  'years-at-address': bestOf(YEARS_AT_ADDRESS_STEPS),
  'annual-income': bestOf(INCOME_STEPS),
  employment: Math.max(...Object.values(EMPLOYMENT_POINTS)),
};
