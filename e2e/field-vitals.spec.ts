import { expect, test } from './support/test.ts';
import { hidePage, watchEvents, type SentEvent } from './support/analytics-events.ts';

const vitals = (sent: SentEvent[]) => sent.filter((event) => event.name === 'webVital');
const metricsOf = (sent: SentEvent[]) => [...new Set(vitals(sent).map((event) => event.data?.['metric']))].sort();

test('with site-improvement consent the page reports its field vitals', async ({ page }) => {
  const events = watchEvents(page);
  // The vitals' code comes after hydration: an interaction before it is listening gives INP nothing.
  const vitalsArrived = page.waitForResponse((response) => /\/report-field-vitals-[^/]*\.js$/.test(response.url()));
  await page.goto('/?partner=very');
  await vitalsArrived;
  await expect(page.locator('[name="first-name"]')).toBeVisible();
  // An interaction gives INP something to measure; hiding the page makes LCP, CLS and INP final.
  await page.locator('[name="first-name"]').click();
  await page.keyboard.type('Jo');
  // web-vitals takes an interaction's timing entries in at the next idle moment; a page hidden before
  // then reports no INP (seen once in a fresh clone's CI). Two idle moments: the entries reach its
  // observer after the next paint, and its own idle callback comes after that.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
  // Hidden is what a page becomes last as it unloads (after pagehide): what it makes final is sent then.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect.poll(() => metricsOf(events.sent())).toEqual(['cls', 'fcp', 'inp', 'lcp', 'ttfb']);
  for (const vital of vitals(events.sent())) {
    expect(vital.data).toMatchObject({
      brand: 'very',
      path: '/',
      rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    });
    expect(typeof vital.data?.['value']).toBe('number');
  }
});

test.describe('without a choice, or after Reject all', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('no vital is measured or sent, and their code is never fetched', async ({ page }) => {
    const events = watchEvents(page);
    const vitalsCode: string[] = [];
    page.on('request', (request) => {
      if (/report-field-vitals/.test(request.url())) vitalsCode.push(request.url());
    });
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Your cookie preferences' })
      .getByRole('button', { name: 'Reject all' })
      .click();
    await page.locator('[name="first-name"]').click();
    await page.keyboard.type('Jo');
    await hidePage(page);
    await expect.poll(() => events.sent().map((event) => event.name)).toContain('consentSetPermissions');
    expect(vitals(events.sent())).toEqual([]);
    expect(vitalsCode).toEqual([]);

    // The same page, once site improvement is allowed: the check above could fail.
    await page.evaluate(() => {
      document.cookie = 'cmapi_cookie_privacy=; Path=/; Max-Age=0';
    });
    await page.reload();
    await page
      .getByRole('region', { name: 'Your cookie preferences' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    await expect.poll(() => vitalsCode.length).toBeGreaterThan(0);
    await hidePage(page);
    await expect.poll(() => metricsOf(events.sent())).toContain('fcp');
  });
});
