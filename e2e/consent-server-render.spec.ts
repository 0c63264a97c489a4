import { API_PATHS } from '@quickcheck/contracts';
import { expect, test, type Page } from './support/test.ts';
import { CONSENTED_STORAGE_STATE, SPEC_CONSENT } from './support/consent.ts';
import { collectHydrationErrors } from './support/hydration-errors.ts';

// A first-time visitor: no cookie choice yet (the other specs start with one made).
test.use({ storageState: { cookies: [], origins: [] } });

const BANNER_HEADING = /<h2[^>]*>Your cookie preferences<\/h2>/;
/** The cookies of a visitor who chose under the server's policy, as a request header. */
const CHOSEN = CONSENTED_STORAGE_STATE.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie preferences' });

/** What React could not hydrate it reports to monitoring (a production build logs nothing). */
function collectClientErrors(page: Page): string[] {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${API_PATHS.clientErrors}`) reports.push(request.postData() ?? '');
  });
  return reports;
}

/** Keeps the banner's paragraph as the server drew it, to tell later whether hydration replaced it. */
async function markDrawnBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnBanner?: Element | null }).drawnBanner = document.querySelector('#root section p');
    });
  });
}

test.describe("a first visit's cookie banner, drawn by the server", () => {
  test("the raw HTML of / holds 'Skip to content' first, then the banner, with its styles", async ({ request }) => {
    const html = await (await request.get('/', { headers: { cookie: '' } })).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    // The skip link first, so the first Tab reaches it even while the banner shows (issue 34).
    expect(root).toMatch(
      /^<div id="root">(<!--\$-->)?<a [^>]*href="#main-content"[^>]*>Skip to content<\/a>(<!--\$-->)?<div><section[^>]*><div[^>]*><h2[^>]*>Your cookie preferences/,
    );
    for (const name of ['Accept all', 'Reject all', 'Manage cookies']) {
      expect(root).toMatch(new RegExp(`<button[^>]*>${name}</button>`));
    }
    // Its CSS inside the page (a disabled link names the file so it is not loaded again), its code preloaded.
    expect(html).toMatch(/<\/style><link rel="stylesheet" href="\/assets\/cookie-consent-[^"]+\.css" disabled>/);
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/cookie-consent-[^"]+\.js" fetchpriority="low">/);
  });

  test('a visitor who chose gets no banner and no banner styles; one who chose under an older policy does', async ({
    request,
  }) => {
    const chosen = await (await request.get('/', { headers: { cookie: CHOSEN } })).text();
    expect(chosen).not.toMatch(BANNER_HEADING);
    expect(chosen).not.toContain('/assets/cookie-consent-');
    expect(chosen).toContain('name="first-name"');

    const outdated = CHOSEN.replace('consented_policy_version=1', 'consented_policy_version=0');
    expect(await (await request.get('/', { headers: { cookie: outdated } })).text()).toMatch(BANNER_HEADING);
  });

  test('pages the server does not draw carry no consent in their HTML; the browser asks there', async ({
    request,
    page,
  }) => {
    for (const path of ['/agreement', '/result']) {
      const html = await (await request.get(path, { headers: { cookie: '' } })).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('/assets/cookie-consent-');
    }
    // The card-agreement stand-in asks with the full-page variant, drawn by the browser as before.
    await page.goto('/agreement');
    await expect(page.getByRole('dialog', { name: 'Manage your cookies' })).toBeVisible();
  });

  test('hydration keeps the drawn banner, without a mismatch, and Accept all works', async ({ page, context }) => {
    const hydrationErrors = collectHydrationErrors(page);
    const clientErrors = collectClientErrors(page);
    await markDrawnBanner(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const kept = await page.evaluate(
      () =>
        document.querySelector('#root section p') ===
        (window as unknown as { drawnBanner?: Element | null }).drawnBanner,
    );
    expect(kept, "the server's banner was replaced while hydrating").toBe(true);

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies).toMatchObject(SPEC_CONSENT.acceptAll);
    await expect(page.locator('#main-content')).toBeFocused();
    expect(hydrationErrors).toEqual([]);
    expect(clientErrors).toEqual([]);
  });

  test('Reject all and Manage cookies work after hydration', async ({ page, context }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Manage cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage your cookies' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toBeHidden();
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies).toMatchObject(SPEC_CONSENT.rejectAll);

    // The choice reaches the server: the next page is drawn without the banner.
    await page.reload();
    await expect(page.locator('[name="first-name"]')).toBeEditable();
    await expect(banner(page)).toBeHidden();
  });

  test('the first visit is drawn with the banner before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /^read our Cookie Policy\./ })).toBeVisible();
    await context.close();
  });
});
