import { describe, expect, it } from 'vitest';
import type { CreditProfile } from './types.ts';
import { cleanProfile as profile } from './clean-profile.fixture.ts';
import { ACCEPT_FROM, REFER_FROM, bandFor, scorecard } from './scorecard.ts';

const pointsOf = (name: string, p: CreditProfile, answers: Record<string, string> = {}) =>
  scorecard(p, answers).find((factor) => factor.name === name)?.points;

describe('bands', () => {
  it.each([
    [ACCEPT_FROM + 40, 'accept'],
    [ACCEPT_FROM, 'accept'],
    [ACCEPT_FROM - 1, 'refer'],
    [REFER_FROM, 'refer'],
    [REFER_FROM - 1, 'decline'],
    [-300, 'decline'],
  ])('%i points → %s', (total, band) => {
    expect(bandFor(total)).toBe(band);
  });
});

describe('scorecard steps', () => {
  it.each([
    [999, 180],
    [880, 180],
    [879, 150],
    [800, 150],
    [799, 110],
    [700, 110],
    [699, 70],
    [600, 70],
    [599, 30],
    [450, 30],
    [449, -40],
    [0, -40],
  ])('credit score %i → %i points', (creditScore, points) => {
    expect(pointsOf('credit-score', profile({ creditScore }))).toBe(points);
  });

  it.each([
    [0, 40],
    [29, 40],
    [30, 20],
    [49, 20],
    [50, 0],
    [74, 0],
    [75, -30],
    [89, -30],
    [90, -60],
    [150, -60],
  ])('utilisation %i%% → %i points', (revolvingUtilisationPercent, points) => {
    expect(pointsOf('utilisation', profile({ revolvingUtilisationPercent }))).toBe(points);
  });

  it.each([
    ['ccjs', { ccjCount: 1 }, -150],
    ['ccjs', { ccjCount: 0 }, 0],
    ['defaults', { defaultCount: 3 }, -100],
    ['missed-payments', { missedPaymentsLast12Months: 1 }, -30],
    ['missed-payments', { missedPaymentsLast12Months: 2 }, -30],
    ['missed-payments', { missedPaymentsLast12Months: 3 }, -80],
  ])('%s with %j → %i points', (name, overrides, points) => {
    expect(pointsOf(name, profile(overrides))).toBe(points);
  });

  it.each([
    ['annual-income', '50000', 80],
    ['annual-income', '49999', 60],
    ['annual-income', '30000', 60],
    ['annual-income', '29999', 40],
    ['annual-income', '20000', 40],
    ['annual-income', '10000', 20],
    ['annual-income', '9999', 0],
    ['years-at-address', '5', 30],
    ['years-at-address', '4', 20],
    ['years-at-address', '3', 20],
    ['years-at-address', '2', 10],
    ['years-at-address', '1', 10],
    ['years-at-address', '0', 0],
  ])('%s %s → %i points', (field, value, points) => {
    expect(pointsOf(field, profile(), { [field]: value })).toBe(points);
  });

  it.each([
    ['FULL_TIME', 40],
    ['RETIRED', 30],
    ['PART_TIME', 25],
    ['SELF_EMPLOYED', 25],
    ['STUDENT', 5],
    ['HOMEMAKER', 5],
    ['UNEMPLOYED', -20],
    ['SOMETHING_ELSE', 0],
  ])('employment %s → %i points', (status, points) => {
    expect(pointsOf('employment', profile(), { 'employment-status': status })).toBe(points);
  });
});
