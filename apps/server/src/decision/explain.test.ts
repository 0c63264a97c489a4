import { describe, expect, it } from 'vitest';
import { DECLINE_FINDING_CODES } from '@quickcheck/contracts';
import { ORDINARY_APPLICANT } from '@quickcheck/contracts/fixtures';
import type { CreditProfile } from './types.ts';
import { cleanProfile } from './clean-profile.fixture.ts';
import { decide, decideAgencyUnavailable, decideAlreadyAccepted } from './decide.ts';
import { decisionRecordOf } from './decision-record.ts';
import { addMonths, explainDecision, MAX_FINDINGS } from './explain.ts';
import { replayDecision } from './replay.ts';
import { BEST_POINTS } from './scorecard.ts';

const DECIDED_AT = new Date('2026-11-25T18:00:00Z');
const inputWith = (profile: Partial<CreditProfile>, answers = {}) => ({
  answers: { ...ORDINARY_APPLICANT, ...answers },
  brand: 'ocean' as const,
  today: DECIDED_AT,
  agency: { kind: 'found' as const, profile: cleanProfile(profile) },
});

/** What each factor of a decision cost: its best step's points less its own. */
const codes = (findings: readonly { code: string }[] | undefined) => findings?.map((finding) => finding.code);

const shortfalls = (factors: { name: string; points: number }[]) =>
  new Map(factors.map((factor) => [factor.name, (BEST_POINTS[factor.name] ?? 0) - factor.points]));

describe('explaining a score decline', () => {
  // The sandbox's `Decline` persona: a poor file in every respect.
  const poorFile = { creditScore: 180, ccjCount: 1, defaultCount: 2, missedPaymentsLast12Months: 4 };

  it('names the findings that cost the most points, weightiest first, and no more than three', () => {
    const decision = decide(inputWith({ ...poorFile, revolvingUtilisationPercent: 96 }));
    expect(decision.reason).toBe('SCORE_DECLINE');
    const findings = codes(explainDecision(decision.reason, decision.factors, DECIDED_AT).findings);

    expect(findings).toEqual(['credit-score', 'ccjs', 'defaults']);
    const cost = shortfalls(decision.factors);
    const named = findings!.map((name) => cost.get(name)!);
    expect(named).toEqual([...named].sort((a, b) => b - a));
    const weakestNamed = Math.min(...named);
    const others = [...cost].filter(([name]) => !findings!.includes(name as never)).map(([, points]) => points);
    expect(Math.max(...others)).toBeLessThanOrEqual(weakestNamed);
  });

  it('follows the decision: a different file gives different findings', () => {
    const decision = decide(
      inputWith({ creditScore: 500, missedPaymentsLast12Months: 2, revolvingUtilisationPercent: 95 }),
    );
    expect(decision.reason).toBe('SCORE_DECLINE');
    expect(codes(explainDecision(decision.reason, decision.factors, DECIDED_AT).findings)).toEqual([
      'credit-score',
      'utilisation',
      'missed-payments',
    ]);
  });

  it("puts the agency's referral first: it decided on its own", () => {
    const decision = decide(
      inputWith({ creditScore: 640, revolvingUtilisationPercent: 62, openBankingReferral: true }),
    );
    const { findings } = explainDecision(decision.reason, decision.factors, DECIDED_AT);
    expect(findings?.[0]).toEqual({ code: 'agency-referral', source: 'agency' });
    expect(findings).toHaveLength(MAX_FINDINGS);
    // The Refer persona's score (640) is rated fair by the scorecard: the finding carries that rating.
    expect(findings?.[1]).toEqual({ code: 'credit-score', source: 'agency', rating: 'fair' });
  });

  it('states each finding with its source and the rating the scorecard gave it', () => {
    const decision = decide(
      inputWith(
        { creditScore: 500, missedPaymentsLast12Months: 2, revolvingUtilisationPercent: 80 },
        { 'years-at-address': '0', 'employment-status': 'UNEMPLOYED' },
      ),
    );
    const explained = explainDecision(decision.reason, decision.factors, DECIDED_AT);
    expect(explained.findings).toEqual([
      { code: 'credit-score', source: 'agency', rating: 'poor' },
      { code: 'utilisation', source: 'agency', rating: '75–89%' },
      { code: 'employment', source: 'your-answers', rating: 'UNEMPLOYED' },
    ]);
  });

  it('only ever names findings it has words for', () => {
    const decision = decide(inputWith(poorFile, { 'employment-status': 'UNEMPLOYED', 'annual-income': '0' }));
    for (const finding of explainDecision(decision.reason, decision.factors, DECIDED_AT).findings ?? []) {
      expect(DECLINE_FINDING_CODES).toContain(finding.code);
    }
  });

  it('gives the same explanation when the stored decision is replayed', () => {
    const input = inputWith({ ...poorFile, revolvingUtilisationPercent: 96 });
    const original = decide(input);
    const stored = JSON.parse(JSON.stringify(decisionRecordOf(input))) as unknown;
    const replayed = replayDecision(stored);
    expect(explainDecision(replayed.reason, replayed.factors, DECIDED_AT)).toEqual(
      explainDecision(original.reason, original.factors, DECIDED_AT),
    );
  });

  it('says when to check again (3 months on) and that the decline rested on the agency', () => {
    const decision = decide(inputWith(poorFile));
    expect(explainDecision(decision.reason, decision.factors, DECIDED_AT)).toMatchObject({
      checkAgainFrom: '2027-02-25',
      searchRecorded: 'soft',
      agencyInformationUsed: true,
    });
  });
});

describe('explaining other outcomes', () => {
  it('a mismatch names no record and no findings, but rests on the agency, which it names', () => {
    const decision = decide({ ...inputWith({}), agency: { kind: 'not-found' } });
    expect(explainDecision(decision.reason, decision.factors, DECIDED_AT)).toEqual({
      basis: { code: 'identity', source: 'agency' },
      searchRecorded: 'soft',
      agencyInformationUsed: true,
    });
  });

  it('already applied: when to check again (6 months on), and whose record it rested on', () => {
    const fromAgency = explainDecision(
      'ALREADY_APPLIED_DECLINE',
      decide(inputWith({ existingApplication: true })).factors,
      DECIDED_AT,
    );
    expect(fromAgency).toMatchObject({
      checkAgainFrom: '2027-05-25',
      basis: { code: 'existing-application', source: 'agency' },
      agencyInformationUsed: true,
    });
    const fromOurRecords = explainDecision('ALREADY_APPLIED_DECLINE', decideAlreadyAccepted().factors, DECIDED_AT);
    expect(fromOurRecords).toMatchObject({
      checkAgainFrom: '2027-05-25',
      basis: { code: 'prior-acceptance', source: 'our-records' },
      agencyInformationUsed: false,
    });
    for (const explained of [fromAgency, fromOurRecords]) expect(explained.findings).toBeUndefined();
    // An earlier acceptance is our own record: the agency was never asked.
    expect(explainDecision('ALREADY_APPLIED_DECLINE', decideAlreadyAccepted().factors, DECIDED_AT).searchRecorded).toBe(
      'none',
    );
  });

  it('a technical error: no search when the circuit was open, at most a soft one otherwise', () => {
    const explain = (failure: string) =>
      explainDecision('ERROR', decideAgencyUnavailable(failure).factors, DECIDED_AT).searchRecorded;
    expect(explain('circuit-open')).toBe('none');
    expect(explain('timeout')).toBe('soft');
    expect(explain('failure')).toBe('soft');
    expect(explainDecision('ERROR', [], DECIDED_AT)).toEqual({ searchRecorded: 'soft', agencyInformationUsed: false });
  });

  it('counts months on the calendar, ending a short month on its last day', () => {
    expect(addMonths(new Date('2026-11-30T23:30:00Z'), 3)).toBe('2027-02-28');
    expect(addMonths(new Date('2027-11-30T12:00:00Z'), 3)).toBe('2028-02-29');
    expect(addMonths(new Date('2026-01-15T00:00:00Z'), 6)).toBe('2026-07-15');
  });
});
