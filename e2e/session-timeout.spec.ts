import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  SAVE_EMAIL_LABEL,
  SAVE_FOR_LATER_LABEL,
} from '../apps/web/src/features/quotation-form/save-for-later/save-for-later-texts.ts';

// Fake clocks (page.clock): twenty idle minutes take no time at all.
const warning = (page: Page) => page.getByRole('dialog', { name: 'Do you need more time?' });
const firstName = (page: Page) => page.locator('[name="first-name"]');

/**
 * Opens the page and waits for its inactivity clock (a chunk fetched after hydration): time moved on
 * before it arrives would fire its fetch's time-out instead, however fast the machine.
 */
async function openCounting(page: Page, path = '/') {
  const clockArrived = page.waitForResponse((response) => /\/watch-inactivity-[^/]*\.js$/.test(response.url()));
  await page.goto(path);
  await clockArrived;
  await expect(firstName(page)).toBeVisible();
}

async function startCheck(page: Page, path = '/') {
  await page.clock.install();
  await openCounting(page, path);
}

test.describe('the inactivity time-out (SESSION_INACTIVITY_MINUTES, 20 by default)', () => {
  test('warns two minutes before, announces the time left politely, and staying keeps every answer', async ({
    page,
  }) => {
    await startCheck(page);
    await firstName(page).fill('Alex');
    await page.clock.fastForward('17:50');
    await expect(warning(page)).toBeHidden();

    await page.clock.fastForward('00:20');
    await expect(warning(page)).toBeVisible();
    await expect(warning(page).getByRole('status')).toHaveText('QuickCheck will close in 2 minutes.');
    await expectNoAxeViolations(page);
    // The words change in steps, not every second: a screen reader is not talked over.
    await page.clock.fastForward('00:05');
    await expect(warning(page).getByRole('status')).toHaveText('QuickCheck will close in 2 minutes.');
    await page.clock.fastForward('01:00');
    await expect(warning(page).getByRole('status')).toHaveText('QuickCheck will close in 45 seconds.');

    await warning(page).getByRole('button', { name: 'Stay on QuickCheck' }).click();
    await expect(warning(page)).toBeHidden();
    await expect(firstName(page)).toHaveValue('Alex');
    // Staying starts the count again.
    await page.clock.fastForward('17:00');
    await expect(warning(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  });

  test('the warning offers to save and come back later: it stays and opens the save dialog', async ({ page }) => {
    await startCheck(page);
    await firstName(page).fill('Alex');
    // The form's own save button is there: the form can be saved.
    await expect(page.getByRole('button', { name: SAVE_FOR_LATER_LABEL })).toBeVisible();
    await page.clock.fastForward('18:10');
    await expect(warning(page)).toBeVisible();

    await warning(page).getByRole('button', { name: SAVE_FOR_LATER_LABEL }).click();
    await expect(warning(page)).toBeHidden();
    await expect(page.getByRole('dialog', { name: SAVE_FOR_LATER_LABEL })).toBeVisible();
    await expect(page.getByLabel(SAVE_EMAIL_LABEL)).toBeVisible();
    // Choosing to save counted as staying: the count starts again.
    await page.clock.fastForward('17:00');
    await expect(warning(page)).toBeHidden();
    await expect(firstName(page)).toHaveValue('Alex');
  });

  test('shows the timed-out page, forgets the answers, and starts again with nothing prefilled', async ({ page }) => {
    await startCheck(page, '/?s=ABCDEFGH123&firstName=Alex');
    await expect(firstName(page)).toHaveValue('Alex');
    await firstName(page).fill('Alexandra');
    await page.clock.fastForward('20:01');

    await expect(page.getByRole('heading', { level: 1, name: 'Your session has timed out' })).toBeVisible();
    await expect(
      page.getByText(
        'Sorry about that. QuickCheck was inactive for a while, so we closed it to keep your details safe.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Your session has timed out - /);
    await expect(firstName(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('qc-form-snapshot'))).toBeNull();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page).toHaveURL(/\/\?s=ABCDEFGH123$/);
    await expect(firstName(page)).toHaveValue('');
  });

  test('activity in one tab keeps the other tab from timing out', async ({ context }) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    await context.clock.install();
    await Promise.all([openCounting(first), openCounting(second)]);

    await context.clock.fastForward('10:00');
    await firstName(first).fill('Alex');
    // Without the first tab's activity the second would warn at 18 minutes.
    await context.clock.fastForward('09:00');
    await expect(warning(second)).toBeHidden();
    await context.clock.fastForward('10:00');
    await expect(warning(second)).toBeVisible();
  });

  test("the server's refusal of an idle session shows the timed-out page", async ({ page }) => {
    await page.route('**/api/stage', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Your session has timed out', code: 'session-inactive' }),
      }),
    );
    await page.goto('/');
    await page.locator('[name="title"]').selectOption('Ms');
    await firstName(page).fill('Alex');
    await page.locator('[name="last-name"]').fill('Morgan');
    await page.locator('[name="date-of-birth-day"]').fill('01');
    await page.locator('[name="date-of-birth-month"]').fill('04');
    await page.locator('[name="date-of-birth-year"]').fill('1980');
    await page.locator('[name="email-address"]').fill('alex@example.com');
    await page.locator('[name="mobile-number"]').fill('07700 900982');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your session has timed out' })).toBeVisible();
  });
});
