import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from './support/axe.ts';
import { linkAccount } from './support/open-banking.ts';
import { BRAND_CASES, checkEligibility, journeyStart, type BrandCase } from './support/results.ts';
import { expect, test, type Page } from './support/test.ts';
import {
  SAVE_OR_PRINT_LABEL,
  printedHeaderText,
} from '../apps/web/src/features/result/save-or-print/save-or-print-texts.ts';

// Issue 34 item 2 (decision 064): a result lasts its tab. Refresh, Back and Forward bring the same page
// back (sealed in the tab under its session's key); a new check or a time-out clears it; a tab that
// never had a result still goes to the form.

/** Set to a folder (docs/screens/issue-34) to keep the restored pages' screenshots at 390×844. */
const SCREENS_DIR = process.env.REFRESH_SCREENS_DIR;
async function keep(page: Page, brand: BrandCase, name: string) {
  if (!SCREENS_DIR) return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENS_DIR, `refresh-${brand.partner ?? 'quickcheck'}-${name}.png`),
    fullPage: true,
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const reference = (page: Page) => page.getByTestId('decision-reference');

/** What the visitor was told: the heading, the reference, and the whole page's words. */
async function whatIsShown(page: Page) {
  await expect(reference(page)).toBeVisible({ timeout: 20_000 });
  return {
    heading: await heading(page).textContent(),
    reference: await reference(page).textContent(),
    text: await page.getByRole('main').innerText(),
  };
}

async function expectSameResult(page: Page, shown: Awaited<ReturnType<typeof whatIsShown>>) {
  await expect(reference(page)).toHaveText(shown.reference ?? '', { timeout: 20_000 });
  await expect(heading(page)).toHaveText(shown.heading ?? '');
  expect(await page.getByRole('main').innerText()).toBe(shown.text);
}

const PERSONAS = [
  { lastName: 'Decline', firstName: 'Dana', page: 'decline', path: /\/result/ },
  { lastName: 'Mismatch', firstName: 'Mina', page: 'mismatch', path: /\/result/ },
  { lastName: 'Applied', firstName: 'Abel', page: 'already-applied', path: /\/result/ },
  { lastName: 'Error', firstName: 'Eric', page: 'technical-error', path: /\/result/ },
] as const;

for (const brand of BRAND_CASES) {
  test.describe(`a result lasts its tab in ${brand.label}`, () => {
    test.describe.configure({ timeout: 180_000 });

    for (const persona of PERSONAS) {
      test(`the ${persona.page} page comes back after a refresh, Back and Forward, and passes axe`, async ({
        page,
      }) => {
        await checkEligibility(page, brand, persona, { scanStages: false });
        await expect(page).toHaveURL(persona.path);
        const shown = await whatIsShown(page);

        await page.reload();
        await expectSameResult(page, shown);
        await expect(page).toHaveURL(persona.path);
        await expectNoAxeViolations(page);
        await keep(page, brand, `${persona.page}-after-refresh`);

        // Back to the form's last stage and Forward again: the same result, not an empty form.
        await page.goBack();
        await expect(page).not.toHaveURL(/\/result/);
        await page.goForward();
        await expectSameResult(page, shown);
        // A second refresh after the Forward still holds it.
        await page.reload();
        await expectSameResult(page, shown);
      });
    }
  });
}

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
