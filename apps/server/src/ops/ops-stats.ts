/**
 * The statistics the experiments view states: a 95% confidence interval for the difference of
 * two rates, and the sample-ratio-mismatch check (Pearson's chi-squared against the configured
 * split, flagged at p < 0.001 as GrowthBook does).
 */

/**
 * The least sample either test is read at; below it the page makes no claim and says so. Both
 * rest on the normal approximation, which the textbooks' rule of thumb trusts from 5: Pearson's
 * chi-squared when every expected count is at least 5 (Cochran), the Wald interval when each group
 * has at least 5 successes and 5 failures.
 */
export const MIN_EXPECTED_PER_CELL = 5;

/** z for a two-sided 95% interval. */
const Z_95 = 1.959963984540054;
export const SRM_THRESHOLD = 0.001;

export interface RateDifference {
  /** Treatment rate minus control rate. */
  difference: number;
  low: number;
  high: number;
  /** The interval leaves out zero. */
  significant: boolean;
}

/** Wald interval for p2 − p1 (unpooled): fine at the sample sizes an experiment is read at. */
export function rateDifference(
  control: { n: number; hits: number },
  treatment: { n: number; hits: number },
): RateDifference | undefined {
  if (control.n === 0 || treatment.n === 0) return undefined;
  const p1 = control.hits / control.n;
  const p2 = treatment.hits / treatment.n;
  const se = Math.sqrt((p1 * (1 - p1)) / control.n + (p2 * (1 - p2)) / treatment.n);
  const difference = p2 - p1;
  const low = difference - Z_95 * se;
  const high = difference + Z_95 * se;
  return { difference, low, high, significant: se > 0 && (low > 0 || high < 0) };
}

/** ln Γ(x), Lanczos (g = 7, n = 9): accurate to ~15 digits for x > 0. */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x), the regularised upper incomplete gamma: a series below a + 1, a continued fraction above. */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  // Lentz's method for the continued fraction.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return front * h;
}

/** P(χ² ≥ statistic) with `df` degrees of freedom. */
export const chiSquaredP = (statistic: number, df: number): number => upperGamma(df / 2, statistic / 2);

export interface SampleRatioCheck {
  statistic: number;
  p: number;
  /** The split itself is broken: results should not be read. */
  mismatch: boolean;
}

/** The fewest checks in all at which the split can be tested: the smallest share then expects MIN_EXPECTED_PER_CELL. */
export function splitTestMinimum(weights: readonly number[]): number {
  return Math.ceil(MIN_EXPECTED_PER_CELL / Math.min(...weights.filter((weight) => weight > 0)));
}

/** A group's rate can enter the interval: enough successes and failures for the normal approximation. */
export const rateComparable = (group: { n: number; hits: number }) =>
  group.hits >= MIN_EXPECTED_PER_CELL && group.n - group.hits >= MIN_EXPECTED_PER_CELL;

/** Observed counts per experience against their configured weights (which add up to 1). */
export function sampleRatioCheck(
  observed: readonly number[],
  weights: readonly number[],
): SampleRatioCheck | undefined {
  const total = observed.reduce((sum, n) => sum + n, 0);
  if (total === 0 || observed.length < 2) return undefined;
  let statistic = 0;
  observed.forEach((count, index) => {
    const expected = total * (weights[index] ?? 0);
    if (expected > 0) statistic += (count - expected) ** 2 / expected;
  });
  const p = chiSquaredP(statistic, observed.length - 1);
  return { statistic, p, mismatch: p < SRM_THRESHOLD };
}
