import { mkdirSync } from 'node:fs';
import { BRAND_TEXT, type BrandId } from '@quickcheck/brands';
import type { Page } from '@playwright/test';

/**
 * Issue 34's screenshots at the phone size the journeys run at (390 × 844), of each page it changed,
 * in two brands, when asked for (ISSUE34_SCREENS=1): written to docs/screens/issue-34 for a person.
 */
export async function issue34Screen(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!process.env.ISSUE34_SCREENS) return;
  mkdirSync('docs/screens/issue-34', { recursive: true });
  // A dialog is seen as the screen shows it (its backdrop covers the screen, not the whole page).
  await page.screenshot({ path: `docs/screens/issue-34/${name}.png`, fullPage });
}

/** The document title a page names itself with (issue 34): its name, then the brand's title. */
export const documentTitle = (pageName: string, brand: { partner?: string }) =>
  `${pageName} - ${BRAND_TEXT[(brand.partner ?? 'quickcheck') as BrandId].pageTitle}`;
