import { describe, expect, it } from 'vitest';
import { chiSquaredP, rateDifference, sampleRatioCheck } from './ops-stats.ts';

describe('experiment statistics (issue 24)', () => {
  it('chi-squared tail probabilities match the published table', () => {
    // Critical values at p = 0.05 and p = 0.001 for 1, 2 and 5 degrees of freedom.
    expect(chiSquaredP(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquaredP(10.828, 1)).toBeCloseTo(0.001, 5);
    expect(chiSquaredP(13.816, 2)).toBeCloseTo(0.001, 5);
    expect(chiSquaredP(11.07, 5)).toBeCloseTo(0.05, 4);
    expect(chiSquaredP(0, 3)).toBe(1);
  });

  it('flags a broken 50/50 split at p < 0.001 and passes a fair one', () => {
    expect(sampleRatioCheck([5000, 5100], [0.5, 0.5])?.mismatch).toBe(false);
    const broken = sampleRatioCheck([5000, 5400], [0.5, 0.5]);
    expect(broken?.mismatch).toBe(true);
    expect(broken?.p).toBeLessThan(0.001);
    expect(sampleRatioCheck([0, 0], [0.5, 0.5])).toBeUndefined();
  });

  it('gives a 95% interval for the difference of two rates and says whether it excludes zero', () => {
    const clear = rateDifference({ n: 1000, hits: 500 }, { n: 1000, hits: 560 });
    expect(clear?.difference).toBeCloseTo(0.06, 10);
    // SE = sqrt(.25/1000 + .2464/1000) = 0.02228; ±1.96 SE.
    expect(clear?.low).toBeCloseTo(0.06 - 1.959964 * 0.0222801, 5);
    expect(clear?.significant).toBe(true);
    expect(rateDifference({ n: 100, hits: 50 }, { n: 100, hits: 52 })?.significant).toBe(false);
    expect(rateDifference({ n: 0, hits: 0 }, { n: 10, hits: 1 })).toBeUndefined();
  });
});
