import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';

test.describe('pages', () => {
  test('the brand on localhost comes from ?partner= and is in the page head', async ({ page }) => {
    await page.goto('/?partner=very');
    // The brand's title, after the name of the stage on screen ('About you - …').
    await expect(page).toHaveTitle(/(^| - )Verily QuickCheck \| Check your eligibility$/);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'very');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/brand/very/favicon.svg');
  });

  test("the head preloads the brand's chunk, which the app then uses without fetching it again", async ({ page }) => {
    const brandChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/luma-brand-[^/]+\.js$/.test(request.url())) brandChunks.push(request.url());
    });
    await page.goto('/?partner=luma');
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/luma-brand-"]')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('img', { name: /^Luma logo/ })).toBeVisible();
    expect(brandChunks).toHaveLength(1);
  });

  test('an unknown partner gets the default brand', async ({ page }) => {
    await page.goto('/?partner=nobody');
    await expect(page).toHaveTitle(/(^| - )QuickCheck \| Check your eligibility$/);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'quickcheck');
  });

  test('a failed form call shows the technical error page', async ({ page }) => {
    await page.route('**/api/form**', (route) => route.fulfill({ status: 500, body: '{}' }));
    // An edit link: its form is asked for by the browser (a fresh page's comes drawn by the server).
    await page.goto('/?quotation=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, something went wrong');
    await expectNoAxeViolations(page);
  });

  test('the form page keeps still while the form call is in flight (layout shift under 0.05)', async ({ page }) => {
    // A slow form call: the title and hero are drawn first, then the form arrives in its reserved place.
    await page.route('**/api/form**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[name="first-name"]')).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.05);
  });

  test('no page runs inline script: the CSP forbids it', async ({ request }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(await response.text()).not.toMatch(/<script(?![^>]*(type="module"|type="application\/json"))[^>]*>/);
  });
});

test.describe('a brand on the kill-switch list (TECHNICAL_ERROR_BRANDS)', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ TECHNICAL_ERROR_BRANDS: 'ocean' }, 50);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("shows the technical error page on every route, with a link to the brand's own homepage", async ({ page }) => {
    let formCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/form')) formCalls += 1;
    });
    for (const path of ['/?partner=ocean', '/result?partner=ocean']) {
      await page.goto(`${server.baseURL}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, something went wrong');
      await expect(page.getByRole('link', { name: 'Go to our homepage' })).toHaveAttribute('href', /^https:\/\//);
    }
    await expectNoAxeViolations(page);
    expect(formCalls).toBe(0);

    // Other brands carry on as normal.
    await page.goto(`${server.baseURL}/?partner=luma`);
    await expect(page.locator('[name="first-name"]')).toBeVisible();
  });
});
