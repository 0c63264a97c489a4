import { expect, test as base, type Page, type Route } from '@playwright/test';
import { fillAboutYou, ordinaryApplicant, typeAboutYou } from './support/applicant.ts';
import { collectHydrationErrors } from './support/hydration-errors.ts';
import { waitForHydration } from './support/test.ts';

/**
 * Issue 21 item 9: a Continue pressed before the page's script has taken over still counts. The
 * first stage is drawn by the server, so its form posts to the server, which draws the next stage
 * (or the same one with its errors), keeping every answer typed.
 */

/** Holds back every script of the app until released: a phone on a slow link, frozen in time. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      held.push(route);
      await released;
      // A script of a page the visitor has left is not asked for any more.
      await route.continue().catch(() => undefined);
    },
  );
  return {
    /** At least one script was asked for and is waiting (the hold is real, not a page without scripts). */
    holding: () => held.length > 0,
    release,
  };
}

/**
 * What the page reports to monitoring: a production build's hydration mismatch reaches it (React
 * hands it to onRecoverableError) rather than the console.
 */
function collectErrorReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/client-errors') reports.push(request.postData() ?? '');
  });
  return reports;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('#root form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });

base.describe('no tap lost before the page script has loaded', () => {
  base('Continue on stage 1 before hydration ends on stage 2 with every answer kept', async ({ page }) => {
    const hydrationErrors = collectHydrationErrors(page);
    const reports = collectErrorReports(page);
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('[name="first-name"]')).toBeVisible();
    const applicant = ordinaryApplicant();
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.isNavigationRequest());
    await fillAboutYou(page, applicant);
    // Stage 2 was drawn by the server, from the post, with the page's script still held back.
    expect(scripts.holding()).toBe(true);
    expect(await isHydrated(page)).toBe(false);
    expect(new URL((await posted).url()).pathname).toBe('/eligibility/your-address');
    await expect(page).toHaveURL(/\/eligibility\/your-address$/);
    await expect(page.locator('[name="postcode"]')).toBeVisible();

    scripts.release();
    await waitForHydration(page);
    expect(await isHydrated(page)).toBe(true);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(heading(page, 'About you')).toBeVisible();
    await expect(page.locator('[name="title"]')).toHaveValue(applicant.title);
    await expect(page.locator('[name="first-name"]')).toHaveValue(applicant.firstName);
    await expect(page.locator('[name="last-name"]')).toHaveValue(applicant.lastName);
    await expect(page.locator('[name="date-of-birth-day"]')).toHaveValue(applicant.dateOfBirth.day);
    await expect(page.locator('[name="date-of-birth-year"]')).toHaveValue(applicant.dateOfBirth.year);
    await expect(page.locator('[name="email-address"]')).toHaveValue(applicant.email);
    await expect(page.locator('[name="mobile-number"]')).toHaveValue(applicant.mobile);
    // The hydrated form holds the answers too: its own Continue moves on without a word retyped.
    await page.locator('button[type=submit]').click();
    await expect(heading(page, 'Your address')).toBeVisible();
    await expect(page).toHaveURL(/\/eligibility\/your-address$/);
    expect(hydrationErrors).toEqual([]);
    expect(reports).toEqual([]);
  });

  base('a stage posted with a mistake comes back with its errors and what was typed', async ({ page }) => {
    const hydrationErrors = collectHydrationErrors(page);
    const reports = collectErrorReports(page);
    const scripts = await holdScripts(page);
    await page.goto('/?consumerName=MSM', { waitUntil: 'commit' });
    await expect(page.locator('[name="first-name"]')).toBeVisible();
    await page.locator('[name="first-name"]').fill('Jo');
    await page.locator('[name="email-address"]').fill('not an address');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('link', { name: 'Please enter your last name' })).toBeVisible();
    await expect(page.getByRole('link', { name: /email address in the correct format/ })).toBeVisible();
    await expect(heading(page, 'About you')).toBeVisible();
    await expect(page.locator('[name="first-name"]')).toHaveValue('Jo');
    await expect(page.locator('[name="email-address"]')).toHaveValue('not an address');
    expect(scripts.holding()).toBe(true);

    scripts.release();
    await waitForHydration(page);
    // Hydrated, the address is the stage's own again, with the journey's query kept.
    await expect(page).toHaveURL(/\/eligibility\/about-you\?consumerName=MSM$/);
    await expect(page.locator('[name="first-name"]')).toHaveValue('Jo');
    expect(hydrationErrors).toEqual([]);
    expect(reports).toEqual([]);
  });

  base("answers typed before hydration are kept by the hydrated form's Continue", async ({ page }) => {
    const hydrationErrors = collectHydrationErrors(page);
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('[name="first-name"]')).toBeVisible();
    const applicant = ordinaryApplicant();
    await typeAboutYou(page, applicant);
    expect(scripts.holding()).toBe(true);
    expect(await isHydrated(page)).toBe(false);

    scripts.release();
    await waitForHydration(page);
    await expect(page.locator('[name="first-name"]')).toHaveValue(applicant.firstName);
    await expect(page.locator('[name="date-of-birth-month"]')).toHaveValue(applicant.dateOfBirth.month);
    // Pressed once the script has taken over: the form's own Continue, with nothing retyped.
    const posts: string[] = [];
    page.on('request', (request) => request.isNavigationRequest() && posts.push(request.url()));
    await page.locator('button[type=submit]').click();
    await expect(heading(page, 'Your address')).toBeVisible();
    expect(posts).toEqual([]);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.locator('[name="last-name"]')).toHaveValue(applicant.lastName);
    await expect(page.locator('[name="date-of-birth-year"]')).toHaveValue(applicant.dateOfBirth.year);
    await expect(page.locator('[name="mobile-number"]')).toHaveValue(applicant.mobile);
    expect(hydrationErrors).toEqual([]);
  });

  base.describe('with JavaScript off', () => {
    base.use({ javaScriptEnabled: false });

    base('the first stage posts to the server, which draws the second', async ({ page }) => {
      await page.goto('/');
      await fillAboutYou(page, ordinaryApplicant());
      await expect(page).toHaveURL(/\/eligibility\/your-address$/);
    });
  });
});
