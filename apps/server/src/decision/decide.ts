import { FIELD } from '@quickcheck/contracts';
import { hardRuleFailures } from './hard-rules.ts';
import { APR_BY_BRAND, CCS_CODE_BY_BRAND, creditLimit } from './offer.ts';
import { bandFor, scorecard } from './scorecard.ts';
import type { Decision, DecisionInput } from './types.ts';

/**
 * The decision, as a pure function of the answers and the agency's answer:
 * hard rules, then identity, then the agency's own flags, then the scorecard.
 */
export function decide({ answers, brand, today, agency }: DecisionInput): Decision {
  const failures = hardRuleFailures(answers, today);
  if (failures.length > 0)
    return { reason: 'SCORE_DECLINE', factors: failures, score: 0, band: 'decline', referral: false };

  if (agency.kind === 'not-found') {
    const factor = { name: 'identity', points: 0, detail: 'not found at the given address' };
    return { reason: 'INFORMATION_MISMATCH', factors: [factor], score: 0, referral: false };
  }
  const { profile } = agency;
  if (profile.existingApplication) {
    const factor = { name: 'existing-application', points: 0, detail: 'agency holds a live application' };
    return { reason: 'ALREADY_APPLIED_DECLINE', factors: [factor], score: 0, referral: false };
  }

  const factors = scorecard(profile, answers);
  const score = factors.reduce((sum, factor) => sum + factor.points, 0);
  let band = bandFor(score);
  // The agency's referral flag means its data cannot show affordability: only open banking can.
  if (profile.openBankingReferral) {
    factors.push({ name: 'agency-referral', points: 0, detail: 'agency asks for open-banking data' });
    band = 'refer';
  }
  // CONC 5.2A: whoever declares no income (in work, retired on a pension, anyone) has not shown
  // they can repay; only their bank data can (open banking), so no score turns that into an offer.
  const income = Number(answers[FIELD.annualIncome] ?? 0) || 0;
  if (band === 'accept' && income === 0) {
    factors.push({ name: 'declared-income', points: 0, detail: 'no income declared' });
    band = 'refer';
  }
  if (band !== 'accept') return { reason: 'SCORE_DECLINE', factors, score, band, referral: band === 'refer' };

  return {
    reason: 'MATCH_AND_OFFER',
    factors,
    score,
    band,
    limit: creditLimit(profile.creditScore, income),
    apr: APR_BY_BRAND[brand],
    ccsCode: CCS_CODE_BY_BRAND[brand],
    referral: false,
  };
}

/** A visitor who already accepted an offer is declined before the agency is asked. */
export function decideAlreadyAccepted(): Decision {
  const factor = { name: 'prior-acceptance', points: 0, detail: 'an offer was already accepted' };
  return { reason: 'ALREADY_APPLIED_DECLINE', factors: [factor], score: 0, referral: false };
}

/** The agency gave no usable answer: nothing to decide on, so the visitor sees the technical error page. */
export function decideAgencyUnavailable(failure: string): Decision {
  return { reason: 'ERROR', factors: [{ name: 'agency', points: 0, detail: failure }], score: 0, referral: false };
}
