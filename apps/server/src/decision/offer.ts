import { brandTable, type BrandId } from '@quickcheck/brands';

/** Representative APR (percent) per brand: a view of the brand records' offer terms. */
export const APR_BY_BRAND: Record<BrandId, number> = brandTable((record) => record.offer.apr);

/** Card product (CCS) code per brand: a view of the brand records' offer terms. */
export const CCS_CODE_BY_BRAND: Record<BrandId, string> = brandTable((record) => record.offer.ccsCode);

export const MIN_LIMIT = 250;
export const MAX_LIMIT = 4000;
const LIMIT_STEP = 50;

const BASE_LIMIT_BY_SCORE: ReadonlyArray<readonly [number, number]> = [
  [900, 2000],
  [800, 1200],
  [700, 750],
  [-Infinity, 250],
];

const INCOME_MULTIPLIER: ReadonlyArray<readonly [number, number]> = [
  [50_000, 2],
  [30_000, 1.5],
  [20_000, 1],
  [-Infinity, 0.5],
];

const lookup = (table: ReadonlyArray<readonly [number, number]>, value: number) =>
  (table.find(([min]) => value >= min) ?? table[table.length - 1]!)[1];

/** A limit stepped by credit score and income, in £50 steps within £250–£4,000. */
export function creditLimit(creditScore: number, annualIncome: number): number {
  const raw = lookup(BASE_LIMIT_BY_SCORE, creditScore) * lookup(INCOME_MULTIPLIER, annualIncome);
  const stepped = Math.floor(raw / LIMIT_STEP) * LIMIT_STEP;
  return Math.min(MAX_LIMIT, Math.max(MIN_LIMIT, stepped));
}
