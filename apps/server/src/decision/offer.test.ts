import { describe, expect, it } from 'vitest';
import { BRAND_IDS, HOME_SHOPPING_BRANDS, HOME_SHOPPING_PRODUCT_ID } from '@quickcheck/brands';
import { APR_BY_BRAND, CCS_CODE_BY_BRAND, MAX_LIMIT, MIN_LIMIT, creditLimit } from './offer.ts';

describe('credit limit', () => {
  it.each([
    [950, 60_000, 4000],
    [900, 50_000, 4000],
    [950, 30_000, 3000],
    [899, 30_000, 1800],
    [850, 30_000, 1800],
    [850, 29_999, 1200],
    [799, 20_000, 750],
    [750, 19_999, 350],
    [699, 50_000, 500],
    [650, 15_000, 250],
    [0, 0, 250],
  ])('score %i on %i → £%i', (score, income, limit) => {
    expect(creditLimit(score, income)).toBe(limit);
  });

  it('stays within £250–£4,000 in £50 steps', () => {
    for (const score of [0, 450, 700, 800, 900, 999]) {
      for (const income of [0, 10_000, 20_000, 30_000, 50_000, 9_999_999]) {
        const limit = creditLimit(score, income);
        expect(limit).toBeGreaterThanOrEqual(MIN_LIMIT);
        expect(limit).toBeLessThanOrEqual(MAX_LIMIT);
        expect(limit % 50).toBe(0);
      }
    }
  });
});

describe('brand terms', () => {
  it('gives every brand an APR between 29.9% and 39.9% and a product code', () => {
    for (const brand of BRAND_IDS) {
      expect(APR_BY_BRAND[brand]).toBeGreaterThanOrEqual(29.9);
      expect(APR_BY_BRAND[brand]).toBeLessThanOrEqual(39.9);
      expect(CCS_CODE_BY_BRAND[brand]).toMatch(/^CCS\d{2}$/);
    }
    expect(APR_BY_BRAND.quickcheck).toBe(34.9);
  });

  it('gives the home-shopping brands their shared product code and no one else', () => {
    for (const brand of BRAND_IDS) {
      expect(CCS_CODE_BY_BRAND[brand] === HOME_SHOPPING_PRODUCT_ID).toBe(HOME_SHOPPING_BRANDS.includes(brand));
    }
  });
});
