import { HOME_SHOPPING_PRODUCT_ID } from '@quickcheck/brands';
import { describe, expect, it } from 'vitest';
import type { Answers } from '@quickcheck/contracts';
import { ORDINARY_APPLICANT } from '@quickcheck/contracts/fixtures';
import type { AgencyAnswer, CreditProfile } from './types.ts';
import { cleanProfile } from './clean-profile.fixture.ts';
import { decide, decideAlreadyAccepted } from './decide.ts';

const TODAY = new Date(2026, 2, 2);

const clean = (overrides: Partial<CreditProfile> = {}): AgencyAnswer => ({
  kind: 'found',
  profile: cleanProfile(overrides),
});

/** The ordinary applicant, new at the address (0 years). */
const answers = (overrides: Answers = {}): Answers => ({
  ...ORDINARY_APPLICANT,
  'years-at-address': '0',
  ...overrides,
});
const PERSONAL_FIELDS = ['first-name', 'last-name', 'date-of-birth', 'postcode', 'annual-income'];

describe('decide', () => {
  it.each([
    // [case, answers, agency answer, reason, referral]
    ['an employed applicant on 30000 with a clean file', answers(), clean(), 'MATCH_AND_OFFER', false],
    ['identity not found', answers(), { kind: 'not-found' } as const, 'INFORMATION_MISMATCH', false],
    [
      'a live application at the agency',
      answers(),
      clean({ existingApplication: true }),
      'ALREADY_APPLIED_DECLINE',
      false,
    ],
    ['an agency referral flag', answers(), clean({ openBankingReferral: true }), 'SCORE_DECLINE', true],
    [
      'a CCJ and defaults',
      answers(),
      clean({ creditScore: 180, ccjCount: 1, defaultCount: 2 }),
      'SCORE_DECLINE',
      false,
    ],
    [
      'a student on 5000 (refer band, 195 points)',
      answers({ 'employment-status': 'STUDENT', 'annual-income': '5000' }),
      clean(),
      'SCORE_DECLINE',
      true,
    ],
    [
      'no income and unemployed (refer boundary, 170 points)',
      answers({ 'employment-status': 'UNEMPLOYED', 'annual-income': '0' }),
      clean(),
      'SCORE_DECLINE',
      true,
    ],
    [
      'the same at 30% utilisation (decline, 150 points)',
      answers({ 'employment-status': 'UNEMPLOYED', 'annual-income': '0' }),
      clean({ revolvingUtilisationPercent: 30 }),
      'SCORE_DECLINE',
      false,
    ],
    [
      'employed full time declaring £0 (CONC 5.2A: referred, never an offer)',
      answers({ 'annual-income': '0' }),
      clean(),
      'SCORE_DECLINE',
      true,
    ],
    [
      'self-employed declaring £0 with a clean file',
      answers({ 'employment-status': 'SELF_EMPLOYED', 'annual-income': '0' }),
      clean(),
      'SCORE_DECLINE',
      true,
    ],
    [
      'retired declaring £0 with an excellent file (no pension declared either)',
      answers({ 'employment-status': 'RETIRED', 'annual-income': '0' }),
      clean({ creditScore: 990, revolvingUtilisationPercent: 0 }),
      'SCORE_DECLINE',
      true,
    ],
    [
      'self-employed on 20000 (accept, 255 points)',
      answers({ 'employment-status': 'SELF_EMPLOYED', 'annual-income': '20000' }),
      clean(),
      'MATCH_AND_OFFER',
      false,
    ],
  ])('%s → %s', (_case, given, agency, reason, referral) => {
    const decision = decide({ answers: given, brand: 'quickcheck', today: TODAY, agency });
    expect(decision.reason).toBe(reason);
    expect(decision.referral).toBe(referral);
  });

  it('scores the offer and states its terms', () => {
    const decision = decide({ answers: answers(), brand: 'quickcheck', today: TODAY, agency: clean() });
    expect(decision).toMatchObject({ score: 290, band: 'accept', limit: 1800, apr: 34.9, ccsCode: 'CCS01' });
    expect(decision.factors.map((factor) => factor.name)).toEqual([
      'credit-score',
      'ccjs',
      'defaults',
      'missed-payments',
      'utilisation',
      'years-at-address',
      'annual-income',
      'employment',
    ]);
  });

  it('uses the brand for APR and product code', () => {
    const decision = decide({ answers: answers(), brand: 'very', today: TODAY, agency: clean() });
    expect(decision).toMatchObject({ apr: 39.9, ccsCode: HOME_SHOPPING_PRODUCT_ID });
  });

  it('keeps no personal data in the factors', () => {
    const decision = decide({ answers: answers(), brand: 'quickcheck', today: TODAY, agency: clean() });
    const text = JSON.stringify(decision);
    for (const field of PERSONAL_FIELDS) expect(text).not.toContain(ORDINARY_APPLICANT[field]);
  });

  it.each([
    ['under 18 (turns 18 tomorrow)', { 'date-of-birth': '03-03-2008' }, 'age'],
    ['an impossible date of birth', { 'date-of-birth': '31-02-1990' }, 'age'],
    ['a postcode outside the UK format', { postcode: '12345' }, 'uk-postcode'],
    ['no income', { 'annual-income': '' }, 'income'],
  ])('declines %s whatever the credit file says', (_case, overrides, rule) => {
    const decision = decide({ answers: answers(overrides), brand: 'quickcheck', today: TODAY, agency: clean() });
    expect(decision.reason).toBe('SCORE_DECLINE');
    expect(decision.referral).toBe(false);
    expect(decision.factors.map((factor) => factor.name)).toEqual([rule]);
  });

  it('accepts someone whose 18th birthday is today', () => {
    const decision = decide({
      answers: answers({ 'date-of-birth': '02-03-2008' }),
      brand: 'quickcheck',
      today: TODAY,
      agency: clean(),
    });
    expect(decision.reason).toBe('MATCH_AND_OFFER');
  });

  it('declines an earlier acceptor without a scorecard', () => {
    expect(decideAlreadyAccepted()).toMatchObject({ reason: 'ALREADY_APPLIED_DECLINE', referral: false });
  });
});
