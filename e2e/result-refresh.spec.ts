import { linkAccount } from './support/open-banking.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { issue34Screen } from './support/issue-34-screens.ts';
import { decisionReference as reference, whatIsShown } from './support/result-lasts.ts';
import { BRAND_CASES, checkEligibility, journeyStart, type BrandCase } from './support/results.ts';
import { expect, test, type Page } from './support/test.ts';
import {
  SAVE_OR_PRINT_LABEL,
  printedHeaderText,
} from '../apps/web/src/features/result/save-or-print/save-or-print-texts.ts';

// Issue 34 item 2 (decision 064): a result lasts its tab. Each result page's refresh, Back and Forward
// are walked where results.spec.ts reaches it (support/result-lasts.ts); here, saving or printing, the
// decline open banking made, what clears a result, and a tab that never had one.

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const keep = (page: Page, brand: BrandCase, name: string) =>
  issue34Screen(page, `refresh-${brand.partner ?? 'quickcheck'}-${name}`);

test.describe('saving or printing a result', () => {
  test.describe.configure({ timeout: 180_000 });
  test('the decline page offers to save or print it; the printed page carries the reasons, the day and the reference', async ({
    page,
  }) => {
    const brand = BRAND_CASES[1]!;
    await checkEligibility(page, brand, { firstName: 'Dana', lastName: 'Decline' }, { scanStages: false });
    const shown = await whatIsShown(page);
    const offer = page.getByRole('button', { name: SAVE_OR_PRINT_LABEL });
    await expect(offer).toBeVisible();
    await expect(page.getByText(`your reference, ${shown.reference}`)).toBeVisible();
    await page.evaluate(() => {
      // The print dialog itself is the browser's: that it was asked for is what the page decides.
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => ((window as unknown as { printed: number }).printed += 1);
    });
    await offer.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const today = new Date().toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });
    await expect(page.getByText(printedHeaderText(today, shown.reference ?? undefined))).toBeVisible();
    await expect(offer).toBeHidden();
    await expect(page.getByTestId('check-again')).toBeVisible();
    await expect(reference(page)).toBeVisible();
    await keep(page, brand, 'decline-printed');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByText(/Your eligibility check result of/)).toBeHidden();
    await keep(page, brand, 'decline-save-or-print');
  });
});

test.describe('what clears a result, and a tab without one', () => {
  // Each walks the whole form: slow on a busy 2-core machine.
  test.describe.configure({ timeout: 180_000 });
  test('after open banking, the decline it made comes back after a refresh', async ({ page }) => {
    const brand = BRAND_CASES[0]!;
    await checkEligibility(page, brand, { firstName: 'Sam', lastName: 'Refer' }, { scanStages: false });
    await page.waitForURL(/\/ob-landing\?quotation=/);
    await linkAccount(page, 'stretched');
    await expect(heading(page)).toHaveText(/we couldn't give you a card this time/, { timeout: 20_000 });
    const finding = page.getByRole('region', { name: 'What your bank data showed' });
    await expect(finding).toBeVisible();
    const shown = { heading: await heading(page).textContent(), text: await page.getByRole('main').innerText() };
    // The seal is written beside the page's move: a refresh a moment later finds it.
    await page.waitForFunction(() => sessionStorage.getItem('qc-result-snapshot') !== null);
    await page.reload();
    await expect(finding).toBeVisible({ timeout: 20_000 });
    await expect(heading(page)).toHaveText(shown.heading ?? '');
    expect(await page.getByRole('main').innerText()).toBe(shown.text);
    await expectNoAxeViolations(page);
    await keep(page, brand, 'open-banking-decline-after-refresh');
  });

  test('a new check clears the result: its first answer, then the result address goes to the form', async ({
    page,
  }) => {
    const brand = BRAND_CASES[0]!;
    await checkEligibility(page, brand, { firstName: 'Dana', lastName: 'Decline' }, { scanStages: false });
    await whatIsShown(page);
    await page.goto(journeyStart(brand));
    await page.locator('[name="first-name"]').fill('Nova');
    // The new check's answers are sealed (its snapshot written) within moments.
    await page.waitForFunction(() => sessionStorage.getItem('qc-form-snapshot') !== null);
    await page.goto('/result');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[name="first-name"]')).toBeVisible();
  });

  test('the inactivity time-out clears the result', async ({ page }) => {
    const brand = BRAND_CASES[0]!;
    await page.clock.install();
    await checkEligibility(page, brand, { firstName: 'Dana', lastName: 'Decline' }, { scanStages: false });
    await whatIsShown(page);
    // Back to the form in the same tab: its inactivity clock runs while it is on screen.
    const clockArrived = page.waitForResponse((response) => /\/watch-inactivity-[^/]*\.js$/.test(response.url()));
    await page.goto(journeyStart(brand));
    await clockArrived;
    await page.clock.fastForward('20:30');
    await expect(heading(page)).toHaveText('Your session has timed out');
    await page.goto('/result');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[name="first-name"]')).toBeVisible();
  });

  test('a tab that never had a result goes from the result address to the form, query kept', async ({ page }) => {
    await page.goto('/result?partner=very');
    await expect(page).toHaveURL(/\/\?partner=very$/);
    await expect(page.locator('[name="first-name"]')).toBeVisible();
  });
});
