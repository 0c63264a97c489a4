import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { issue34Screen } from './issue-34-screens.ts';
import type { BrandCase } from './results.ts';

// Issue 34 item 2 (decision 064): a result lasts its tab. Refresh, Back and Forward bring the same page
// back (sealed in the tab under its session's key).

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const decisionReference = (page: Page) => page.getByTestId('decision-reference');

export interface ShownResult {
  heading: string | null;
  reference: string | null;
  text: string;
}

/** What the visitor was told: the heading, the reference, and the whole page's words. */
export async function whatIsShown(page: Page): Promise<ShownResult> {
  await expect(decisionReference(page)).toBeVisible({ timeout: 20_000 });
  return {
    heading: await heading(page).textContent(),
    reference: await decisionReference(page).textContent(),
    text: await page.getByRole('main').innerText(),
  };
}

async function expectSameResult(page: Page, shown: ShownResult) {
  await expect(decisionReference(page)).toHaveText(shown.reference ?? '', { timeout: 20_000 });
  await expect(heading(page)).toHaveText(shown.heading ?? '');
  expect(await page.getByRole('main').innerText()).toBe(shown.text);
}

/**
 * The result page on screen comes back word for word after a refresh (axe clean), after Back to the
 * form's last stage and Forward again, and after a second refresh; it stays at its address.
 */
export async function expectResultLastsItsTab(page: Page, brand: BrandCase, name: string): Promise<void> {
  const address = page.url();
  const shown = await whatIsShown(page);

  await page.reload();
  await expectSameResult(page, shown);
  expect(page.url()).toBe(address);
  await expectNoAxeViolations(page);
  await issue34Screen(page, `refresh-${brand.partner ?? 'quickcheck'}-${name}-after-refresh`);

  await page.goBack();
  await expect(page).not.toHaveURL(/\/result/);
  await page.goForward();
  await expectSameResult(page, shown);
  await page.reload();
  await expectSameResult(page, shown);
}
