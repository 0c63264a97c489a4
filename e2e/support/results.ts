import { HOME_SHOPPING_PRODUCT_ID } from '@quickcheck/brands';
import { expect, type Page } from '@playwright/test';
import { completeForm, ordinaryApplicant, type Applicant, type WalkOptions } from './applicant.ts';

/** The journey's tracking keys, as a partner or campaign link would bring them (docs/product/screens.md query parameters). */
export const JOURNEY_QUERY = {
  s: 'ABCDEFGH123',
  campaign: 'spring',
  channel: 'web',
  pcr: 'PCR1',
  vendorCode: 'VEN',
  btNotOffered: 'true',
};

export interface BrandCase {
  /** How the brand is chosen on localhost (docs/product/contract.md#brands): `?partner=<id>`, none for the default. */
  partner?: string;
  /** The card's product code the agreement link must carry as `p`; none for the default brand. */
  productCode?: string;
  label: string;
}

export const BRAND_CASES: BrandCase[] = [
  { label: 'the default brand' },
  { label: 'the very partner brand', partner: 'very', productCode: HOME_SHOPPING_PRODUCT_ID },
];

export function journeyStart(brand: BrandCase): string {
  const query = new URLSearchParams(JOURNEY_QUERY);
  if (brand.partner) query.set('partner', brand.partner);
  return `/?${query.toString()}`;
}

interface CheckOptions extends WalkOptions {
  /** The site to check on (a brand's own host); the test's base URL when absent. */
  origin?: string;
}

/** Opens the form with the journey's query, fills it for this applicant and submits it. */
export async function checkEligibility(
  page: Page,
  brand: BrandCase,
  overrides: Partial<Applicant> = {},
  { origin = '', ...walk }: CheckOptions = {},
) {
  const applicant = ordinaryApplicant(overrides);
  await page.goto(`${origin}${journeyStart(brand)}`);
  await completeForm(page, applicant, walk);
  return applicant;
}

/** The page's one h1, once the spinner has given way to it. */
export async function expectTitle(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
}
