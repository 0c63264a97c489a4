import { describe, expect, it } from 'vitest';
import { OPEN_BANKING_MAX_LIMIT, decideAffordability } from '../../decision/affordability.ts';
import { summarise, type AffordabilitySummary } from '../../decision/categorise.ts';
import { sandboxTransactions } from './sandbox-accounts.ts';

const decide = (s: AffordabilitySummary) => decideAffordability({ brand: 'quickcheck', summary: s });

describe('the sandbox accounts, categorised', () => {
  const asOf = new Date('2026-03-02T10:00:00Z');

  it('Healthy finances is accepted because its pay covers rent, a small card bill and essentials', () => {
    const healthy = summarise(sandboxTransactions('healthy', asOf));
    expect(healthy).toEqual({
      months: 12,
      monthlyIncome: 2450,
      monthlyCommitted: 750,
      monthlyCredit: 60,
      monthlyEssential: 685,
      monthlyGambling: 0,
      monthlyDiscretionary: 150,
      returnedDirectDebits: 0,
    });
    expect(decide(healthy)).toMatchObject({ reason: 'MATCH_AND_OFFER', limit: OPEN_BANKING_MAX_LIMIT });
  });

  it('Stretched finances is declined because rent and credit take over half the pay', () => {
    const stretched = summarise(sandboxTransactions('stretched', asOf));
    expect(stretched).toMatchObject({
      monthlyIncome: 1650,
      monthlyCommitted: 725,
      monthlyCredit: 420,
      returnedDirectDebits: 3,
    });
    const decision = decide(stretched);
    expect(decision).toMatchObject({ reason: 'SCORE_DECLINE', finding: 'committed-outgoings' });
    expect(decision.factors.map((factor) => factor.name)).toContain('affordability-gambling');
  });

  it('covers twelve whole months before the day of the check', () => {
    const dates = sandboxTransactions('healthy', asOf)
      .map((transaction) => transaction.bookedOn)
      .sort();
    expect(dates[0]).toBe('2025-03-01');
    expect(dates.at(-1)).toBe('2026-02-28');
  });
});
