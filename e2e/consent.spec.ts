import { expect, test, type BrowserContext, type Page } from './support/test.ts';
import { completeForm, ordinaryApplicant } from './support/applicant.ts';
import { expectNoAxeViolations, expectNoContrastViolations } from './support/axe.ts';
import { BRANDS } from './support/brands.ts';
import { CONSENT_COOKIE_NAMES, SPEC_CONSENT } from './support/consent.ts';
import { startExtraServer } from './support/extra-server.ts';
import { tabTo } from './support/form-steps.ts';
import { dataLayerOf, hidePage, watchEvents, type SentEvent } from './support/analytics-events.ts';

// A first-time visitor: no cookie choice yet (the other specs start with one made).
test.use({ storageState: { cookies: [], origins: [] } });

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie preferences' });
const choice = (page: Page, name: string) => banner(page).getByRole('button', { name });

/** The spec's four consent cookies as the browser holds them (a choice may allow others, e.g. experiments'). */
async function cookieValues(context: BrowserContext): Promise<Record<string, string>> {
  const names: readonly string[] = CONSENT_COOKIE_NAMES;
  const cookies = (await context.cookies()).filter((cookie) => names.includes(cookie.name));
  return Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** The banner decided to stay away (its 'not displayed' event), so a hidden banner means something. */
async function expectNoBanner(page: Page): Promise<void> {
  await expect.poll(() => dataLayerOf(page)).toContain('consentNotDisplayed');
  await expect(banner(page)).toBeHidden();
}

/** Presses Tab (no mouse) until the named button has focus. */
async function tabToButton(page: Page, name: string): Promise<void> {
  for (let press = 0; press < 40; press += 1) {
    if (await page.evaluate((text) => document.activeElement?.textContent === text, name)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe('cookie consent', () => {
  test('each choice writes exactly the spec values for one year, and the banner does not come back', async ({
    browser,
  }) => {
    const cases = [
      { choose: (page: Page) => choice(page, 'Accept all').click(), expected: SPEC_CONSENT.acceptAll },
      { choose: (page: Page) => choice(page, 'Reject all').click(), expected: SPEC_CONSENT.rejectAll },
      {
        choose: async (page: Page) => {
          await choice(page, 'Manage cookies').click();
          const dialog = page.getByRole('dialog', { name: 'Manage your cookies' });
          await dialog
            .getByRole('group', { name: /Site improvement cookies/ })
            .getByLabel('Yes')
            .check();
          await dialog.getByRole('button', { name: 'Save preferences' }).click();
        },
        expected: SPEC_CONSENT.siteImprovementOnly,
      },
    ];
    for (const { choose, expected } of cases) {
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await choose(page);
      await expect(banner(page)).toBeHidden();

      const cookies = await context.cookies();
      expect(await cookieValues(context)).toEqual({
        ...expected,
        consented_policy_version: '1',
        notice_poptime: SPEC_CONSENT.defaultPoptime,
      });
      const inAYear = Date.now() / 1000 + ONE_YEAR_SECONDS;
      for (const cookie of cookies) {
        expect(cookie.domain).toBe('localhost');
        expect(Math.abs(cookie.expires - inAYear)).toBeLessThan(60);
      }

      await page.reload();
      await expectNoBanner(page);
      await context.close();
    }
  });

  test('the banner returns when the policy version goes up, and the old choice stops counting', async ({
    page,
    context,
  }) => {
    // A server of its own starts in the middle: tens of seconds on a loaded machine (90 s allowed).
    test.setTimeout(180_000);
    await page.goto('/');
    await choice(page, 'Accept all').click();
    await expect(banner(page)).toBeHidden();

    // Cookies belong to the host, not the port: the second server sees the same choice.
    const server = await startExtraServer({ COOKIE_POLICY_VERSION: '2' }, 60);
    try {
      await page.goto(`${server.baseURL}/`);
      await expect(banner(page)).toBeVisible();
      const values = await cookieValues(context);
      expect(values.cmapi_cookie_privacy).toBeUndefined();
      expect(values.consented_policy_version).toBe('2');
      await choice(page, 'Reject all').click();
      expect(await cookieValues(context)).toMatchObject({ ...SPEC_CONSENT.rejectAll, consented_policy_version: '2' });
      await page.reload();
      await expectNoBanner(page);
    } finally {
      await server.stop();
    }
  });

  test('before a choice and after Reject all nothing optional runs; after Accept all analytics does', async ({
    page,
    context,
  }) => {
    const events = watchEvents(page);
    const optionalScripts: string[] = [];
    page.on('request', (request) => {
      if (/advertising-tag/.test(request.url())) optionalScripts.push(request.url());
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.locator('[name="first-name"]').fill('Someone');
    await page.locator('[name="last-name"]').focus();
    await hidePage(page);
    await choice(page, 'Reject all').click();
    await page.locator('[name="email-address"]').focus();
    await page.getByRole('button', { name: 'Continue' }).click();
    await hidePage(page);

    await expect.poll(() => events.sent().map((event) => event.name)).toContain('consentSetPermissions');
    const names = events.sent().map((event) => event.name);
    expect(
      names.filter((name) => !name.startsWith('consent')),
      'analytics sent without consent',
    ).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining(['consentBannerInit', 'consentFirstRender', 'consentRejectAll', 'consentSetPermissions']),
    );
    expect((await events.dataLayer()).filter((name) => !name.startsWith('consent'))).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual([...CONSENT_COOKIE_NAMES].sort());
    expect(optionalScripts).toEqual([]);

    // The same page after Accept all: the check above could fail.
    await page.evaluate(() => {
      document.cookie = 'cmapi_cookie_privacy=; Path=/; Max-Age=0';
    });
    await page.reload();
    await choice(page, 'Accept all').click();
    await page.locator('[name="first-name"]').focus();
    await hidePage(page);
    await expect.poll(() => events.sent().map((event) => event.name)).toContain('fieldFocus');
    expect(await events.dataLayer()).toContain('fieldFocus');
    await expect.poll(() => optionalScripts.length).toBeGreaterThan(0);
  });

  test('no personal data typed into the form reaches an analytics event', async ({ page }) => {
    const events = watchEvents(page);
    await page.goto('/');
    await choice(page, 'Accept all').click();
    const applicant = ordinaryApplicant({
      firstName: 'Canaryfirst',
      lastName: 'Canarylast',
      email: 'canary.bird@example.com',
      mobile: '07700 900123',
      occupation: 'Canaryjob',
    });
    await completeForm(page, applicant, { scanStages: false });
    await page.waitForURL(/\/agreement\?/);
    await hidePage(page);

    await expect.poll(() => events.sent().map((event) => event.name)).toContain('quoteSubmission');
    const sent = events.sent().map((event) => event.name);
    expect(sent).toEqual(expect.arrayContaining(['pageView', 'fieldFocus', 'ctaButtonClick', 'quoteSession']));
    const everything = events.bodies.join('\n').toLowerCase();
    for (const canary of [
      'canaryfirst',
      'canarylast',
      'canary.bird',
      '900123',
      'canaryjob',
      applicant.postcode.toLowerCase(),
    ]) {
      expect(everything, `"${canary}" in an analytics event`).not.toContain(canary);
    }
  });

  test("keyboard only: 'Skip to content' then the banner come first, the banner never hides the focused element, and the modal saves", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    // WCAG 2.2 2.4.11: each element that takes focus stays clear of the fixed banner.
    const focusedBanner = await page.evaluate(() => document.activeElement?.tagName);
    expect(focusedBanner).toBe('BODY');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: /^read our Cookie Policy\./ })).toBeFocused();
    const bannerElement = await banner(page).elementHandle();
    for (let press = 0; press < 16; press += 1) {
      await page.keyboard.press('Tab');
      const clearance = await page.evaluate((section) => {
        const focused = document.activeElement;
        if (!focused || !section || section.contains(focused)) return undefined;
        return { bottom: focused.getBoundingClientRect().bottom, bannerTop: section.getBoundingClientRect().top };
      }, bannerElement);
      // Sub-pixel layout may leave the two edges a fraction apart.
      if (clearance)
        expect(clearance.bottom, 'focused element under the banner').toBeLessThanOrEqual(clearance.bannerTop + 1);
    }

    await tabToButton(page, 'Manage cookies');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Manage your cookies' });
    await expect(dialog).toBeFocused();
    await tabTo(page, '[name="consent-advertising"]');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('group', { name: /Advertising cookies/ }).getByLabel('Yes')).toBeChecked();
    await tabToButton(page, 'Save preferences');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();
    expect(await cookieValues(context)).toMatchObject({ cmapi_cookie_privacy: 'permit 1,3', notice_preferences: '2:' });
  });

  // One test per brand, so the scans spread over the workers. Brands change colours only: one full
  // scan of each variant in the first brand, then the colour rules per brand.
  for (const [index, brand] of BRANDS.entries()) {
    test(`banner, modal and full-page variant pass axe in ${brand.id}`, async ({ page }) => {
      const scan = index === 0 ? expectNoAxeViolations : expectNoContrastViolations;
      await page.goto(`/?partner=${brand.id}`);
      await expect(banner(page).getByRole('link', { name: /^read our Cookie Policy\./ })).toHaveAttribute(
        'href',
        /cookies/,
      );
      await scan(page);
      await choice(page, 'Manage cookies').click();
      await expect(page.getByRole('dialog', { name: 'Manage your cookies' })).toBeVisible();
      await scan(page);

      // The card-agreement stand-in asks with the full-page variant (COOKIE_FULL_PAGE_PATHS default).
      await page.goto(`/agreement?partner=${brand.id}`);
      const fullPage = page.getByRole('dialog', { name: 'Manage your cookies' });
      await expect(fullPage.getByRole('button', { name: 'Reject all' })).toBeVisible();
      await expect(fullPage.getByRole('button', { name: 'Close' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(fullPage).toBeVisible();
      await scan(page);
    });
  }

  test('Cookie settings in the footer reopens the choice; withdrawing site improvement stops analytics', async ({
    page,
    context,
  }) => {
    const events = watchEvents(page);
    await page.goto('/');
    await choice(page, 'Accept all').click();
    await expect(banner(page)).toBeHidden();
    // With consent a field focus is sent: the check after withdrawal could fail.
    await page.locator('[name="first-name"]').focus();
    await hidePage(page);
    await expect.poll(() => events.sent().map((event) => event.name)).toContain('fieldFocus');

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    const dialog = page.getByRole('dialog', { name: 'Manage your cookies' });
    const siteImprovement = dialog.getByRole('group', { name: /Site improvement cookies/ });
    await expect(siteImprovement.getByLabel('Yes')).toBeChecked();
    await expect(dialog.getByRole('group', { name: /Advertising cookies/ }).getByLabel('Yes')).toBeChecked();
    await expectNoAxeViolations(page);

    // What was tracked with consent leaves now (a page-hide flush), so whatever leaves later came after the withdrawal.
    await hidePage(page);
    const before = events.bodies.length;
    await siteImprovement.getByLabel('No').check();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await cookieValues(context)).toEqual({
      cmapi_cookie_privacy: 'permit 1,3',
      notice_preferences: '2:',
      consented_policy_version: '1',
      notice_poptime: SPEC_CONSENT.defaultPoptime,
    });
    const inAYear = Date.now() / 1000 + ONE_YEAR_SECONDS;
    for (const cookie of await context.cookies()) {
      if (!(CONSENT_COOKIE_NAMES as readonly string[]).includes(cookie.name)) continue;
      expect(cookie.domain).toBe('localhost');
      expect(Math.abs(cookie.expires - inAYear)).toBeLessThan(60);
    }
    // Experiments' tracking id needs site improvement: it goes with it.
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain('qc_tnt');

    const layerBefore = (await events.dataLayer()).length;
    await page.locator('[name="last-name"]').focus();
    await hidePage(page);
    const after = () =>
      events.bodies.slice(before).flatMap((body) => (JSON.parse(body) as { events: SentEvent[] }).events);
    await expect.poll(() => after().map((event) => event.name)).toContain('consentSetPermissions');
    expect(after().filter((event) => !event.name.startsWith('consent'))).toEqual([]);
    expect((await events.dataLayer()).slice(layerBefore)).toEqual([]);
  });

  test('Escape closes the reopened preferences without a change', async ({ page, context }) => {
    await page.goto('/');
    await choice(page, 'Reject all').click();
    await expect(banner(page)).toBeHidden();
    const before = await cookieValues(context);
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Manage your cookies' });
    await expect(dialog.getByRole('group', { name: /Advertising cookies/ }).getByLabel('No')).toBeChecked();
    await dialog
      .getByRole('group', { name: /Advertising cookies/ })
      .getByLabel('Yes')
      .check();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await cookieValues(context)).toEqual(before);
  });
});
