import { expect, test } from './support/test.ts';
import { API_PATHS } from '@quickcheck/contracts';
import { BRANDS } from './support/brands.ts';
import { collectHydrationErrors } from './support/hydration-errors.ts';

/** The first stage's controls by name: what a visitor can use before any script has run. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const FIRST_STAGE_CONTROLS = [
  'title',
  'first-name',
  'last-name',
  'date-of-birth-day',
  'email-address',
  'mobile-number',
];

test.describe('first paint from the server', () => {
  for (const brand of BRANDS) {
    test(`the raw HTML of / in ${brand.id} holds the heading and the first stage`, async ({ request }) => {
      const response = await request.get(`/?partner=${brand.id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      for (const name of FIRST_STAGE_CONTROLS) expect(html, name).toContain(`name="${name}"`);
      expect(html).toContain(`${brand.name} logo`);
    });

    test(`${brand.id} hydrates without a mismatch and asks for no second form`, async ({ page }) => {
      const errors = collectHydrationErrors(page);
      const formCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/api${API_PATHS.form}`) formCalls.push(request.url());
      });
      await page.goto(`/?partner=${brand.id}`);
      await page.locator('[name="first-name"]').fill('Alex');
      // The form is live: a Continue with most fields empty shows the error summary.
      await page.locator('button[type=submit]').click();
      await expect(page.getByRole('heading', { name: /^\d+ errors?$/ })).toBeVisible();
      expect(errors).toEqual([]);
      expect(formCalls).toEqual([]);
    });
  }

  test('prefill from the query and an aggregator view are drawn on the server as in the browser', async ({ page }) => {
    const errors = collectHydrationErrors(page);
    const path = '/?consumerName=MSM&firstName=Robin&lastName=Ash';
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('value="Robin"');
    expect(html).toContain('value="Ash"');
    await page.goto(path);
    await expect(page.locator('[name="first-name"]')).toHaveValue('Robin');
    await expect(page.locator('[name="last-name"]')).toHaveValue('Ash');
    await page.locator('[name="email-address"]').fill('robin@example.com');
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    // A phone's own user agent: the server draws its instant-issuance wording as the browser will.
    test.use({ userAgent: PHONE_USER_AGENT });

    test('hydrating moves nothing: the layout shift of the first load stays under 0.01', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('[name="first-name"]')).toBeEditable();
      await expect(page.getByText('Use your card before it arrives')).toBeVisible();
      // Wait for the brand's fonts and any late part (the cookie banner is fixed, it shifts nothing).
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
              resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shift).toBeLessThan(0.01);
    });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the first stage is drawn', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const name of FIRST_STAGE_CONTROLS) await expect(page.locator(`[name="${name}"]`)).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });
});
