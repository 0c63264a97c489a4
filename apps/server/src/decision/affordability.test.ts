import { HOME_SHOPPING_PRODUCT_ID } from '@quickcheck/brands';
import { describe, expect, it } from 'vitest';
import {
  MAX_COMMITTED_SHARE,
  MAX_CREDIT_SHARE,
  MAX_GAMBLING_SHARE,
  MIN_MONTHLY_DISPOSABLE,
  MIN_MONTHLY_INCOME,
  OPEN_BANKING_MAX_LIMIT,
  decideAffordability,
} from './affordability.ts';
import { affordabilityRecordOf, replayAffordability } from './affordability-record.ts';
import type { AffordabilitySummary } from './categorise.ts';

/** £2,000 a month in, £800 housing, nothing else: affordable, with £1,200 to spare. */
const summary = (overrides: Partial<AffordabilitySummary> = {}): AffordabilitySummary => ({
  months: 12,
  monthlyIncome: 2000,
  monthlyCommitted: 800,
  monthlyCredit: 0,
  monthlyEssential: 0,
  monthlyGambling: 0,
  monthlyDiscretionary: 0,
  returnedDirectDebits: 0,
  ...overrides,
});

const decide = (s: AffordabilitySummary) => decideAffordability({ brand: 'quickcheck', summary: s });

describe('the affordability rules at their boundaries', () => {
  it.each([
    // [case, summary, reason, finding]
    [
      'income exactly at the floor',
      summary({ monthlyIncome: MIN_MONTHLY_INCOME, monthlyCommitted: 0 }),
      'MATCH_AND_OFFER',
      'affordable',
    ],
    [
      'income £1 under the floor',
      summary({ monthlyIncome: MIN_MONTHLY_INCOME - 1, monthlyCommitted: 0 }),
      'SCORE_DECLINE',
      'no-regular-income',
    ],
    ['no income at all', summary({ monthlyIncome: 0, monthlyCommitted: 0 }), 'SCORE_DECLINE', 'no-regular-income'],
    [
      'committed outgoings at exactly half',
      summary({ monthlyCommitted: 2000 * MAX_COMMITTED_SHARE }),
      'MATCH_AND_OFFER',
      'affordable',
    ],
    [
      'committed outgoings £1 over half',
      summary({ monthlyCommitted: 2000 * MAX_COMMITTED_SHARE + 1 }),
      'SCORE_DECLINE',
      'committed-outgoings',
    ],
    [
      'credit at exactly a quarter',
      summary({ monthlyCommitted: 0, monthlyCredit: 2000 * MAX_CREDIT_SHARE }),
      'MATCH_AND_OFFER',
      'affordable',
    ],
    [
      'credit £1 over a quarter',
      summary({ monthlyCommitted: 0, monthlyCredit: 2000 * MAX_CREDIT_SHARE + 1 }),
      'SCORE_DECLINE',
      'credit-repayments',
    ],
    [
      'gambling at exactly 5%',
      summary({ monthlyGambling: 2000 * MAX_GAMBLING_SHARE }),
      'MATCH_AND_OFFER',
      'affordable',
    ],
    ['gambling £1 over 5%', summary({ monthlyGambling: 2000 * MAX_GAMBLING_SHARE + 1 }), 'SCORE_DECLINE', 'gambling'],
    ['one returned direct debit', summary({ returnedDirectDebits: 1 }), 'MATCH_AND_OFFER', 'affordable'],
    ['two returned direct debits', summary({ returnedDirectDebits: 2 }), 'SCORE_DECLINE', 'returned-direct-debits'],
    [
      'exactly the disposable floor left',
      summary({ monthlyEssential: 1200 - MIN_MONTHLY_DISPOSABLE }),
      'MATCH_AND_OFFER',
      'affordable',
    ],
    [
      '£1 under the disposable floor',
      summary({ monthlyEssential: 1201 - MIN_MONTHLY_DISPOSABLE }),
      'SCORE_DECLINE',
      'low-disposable-income',
    ],
  ])('%s', (_case, given, reason, finding) => {
    const decision = decide(given);
    expect(decision.reason).toBe(reason);
    expect(decision.finding).toBe(finding);
    expect(decision.referral).toBe(false);
  });

  it('names the first rule broken and records every one', () => {
    const decision = decide(summary({ monthlyCommitted: 1500, monthlyGambling: 300, returnedDirectDebits: 3 }));
    expect(decision.finding).toBe('committed-outgoings');
    expect(decision.factors.map((factor) => factor.name)).toEqual([
      'affordability-committed-outgoings',
      'affordability-gambling',
      'affordability-returned-direct-debits',
    ]);
  });

  it('offers two months of what is left, in £50 steps, within the referral cap', () => {
    expect(decide(summary({ monthlyCommitted: 1000, monthlyEssential: 730 })).limit).toBe(500);
    expect(decide(summary()).limit).toBe(OPEN_BANKING_MAX_LIMIT);
    expect(decideAffordability({ brand: 'very', summary: summary() })).toMatchObject({
      apr: 39.9,
      ccsCode: HOME_SHOPPING_PRODUCT_ID,
    });
  });
});

describe('open-banking decision records', () => {
  it('replay to the same decision after a trip through JSON', () => {
    const input = { brand: 'luma' as const, summary: summary({ monthlyCredit: 300 }) };
    const stored = JSON.parse(JSON.stringify(affordabilityRecordOf(input))) as unknown;
    expect(replayAffordability(stored)).toEqual(decideAffordability(input));
  });

  it('refuse a record of another engine version', () => {
    const record = {
      ...affordabilityRecordOf({ brand: 'luma', summary: summary() }),
      engineVersion: 'qc-engine-1999.1',
    };
    expect(() => replayAffordability(record)).toThrow(/engine qc-engine-1999.1/);
  });
});
