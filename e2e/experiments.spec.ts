import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test.ts';
import { completeForm, ordinaryApplicant } from './support/applicant.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { collectHydrationErrors } from './support/hydration-errors.ts';

const OFFERS = '/api/experiments/offers';
const TRACKING_COOKIE = 'qc_tnt';
const SITE_IMPROVEMENT = 'permit 1,2 functional';

interface Offer {
  activityId: string;
  activityName: string;
  experienceId: string;
  experienceName: string;
  content: Record<string, string>;
}

/** Consent as the banner leaves it (docs/product/data.md), and optionally a returning visitor's tracking id. */
async function setCookies(context: BrowserContext, baseURL: string, consent?: string, tntId?: string) {
  const cookies = [
    ...(consent ? [{ name: 'cmapi_cookie_privacy', value: consent }] : []),
    ...(tntId ? [{ name: TRACKING_COOKIE, value: tntId }] : []),
  ];
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
}

/** Records when #root is hidden (opacity 0) and shown, from before the app's first script runs. */
async function watchPageHide(page: Page) {
  await page.addInitScript(() => {
    const marks: { at: number; hidden: boolean }[] = [];
    Object.assign(window, { pageHideMarks: marks });
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (target.id === 'root')
          marks.push({ at: performance.now(), hidden: getComputedStyle(target).opacity === '0' });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  return () =>
    page.evaluate(() => (window as unknown as { pageHideMarks: { at: number; hidden: boolean }[] }).pageHideMarks);
}

interface HeroFrame {
  /** The hero's reasons as painted, null before they are in the document. */
  hero: string | null;
  /** The page root's computed opacity (the page-hide sets 0). */
  opacity: string | null;
  /** React owns the hero's list (hydrated). */
  hydrated: boolean;
}

/**
 * Samples the hero and the page's opacity at every animation frame from the document's first one,
 * and at every change to the document between frames: what the visitor could have seen painted.
 */
async function sampleHeroFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: HeroFrame[] = [];
    Object.assign(window, { heroFrames: frames });
    const sample = () => {
      const root = document.getElementById('root');
      const hero = document.querySelector('ul[aria-label="Why use QuickCheck"]');
      if (frames.length < 5000)
        frames.push({
          hero: hero?.textContent ?? null,
          opacity: root ? getComputedStyle(root).opacity : null,
          hydrated: hero !== null && Object.keys(hero).some((key) => key.startsWith('__reactProps')),
        });
    };
    const everyFrame = () => {
      sample();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
    new MutationObserver(sample).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { heroFrames: HeroFrame[] }).heroFrames);
}

/**
 * The page as a server that could not decide the offers sends it (no server render, or a render
 * that failed): without the offers block, so the browser asks for them and hides meanwhile.
 */
async function pageWithoutServerOffers(page: Page) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const block = /(<script type="application\/json" id="page-config">)([^<]*)(<\/script>)/;
      const body = html.replace(block, (_match, open: string, json: string, close: string) => {
        const config = JSON.parse(json) as { experimentOffers?: unknown };
        expect(config.experimentOffers).toBeDefined();
        delete config.experimentOffers;
        return `${open}${JSON.stringify(config).replace(/</g, '\\u003c')}${close}`;
      });
      await route.fulfill({ response, body });
    },
  );
}

/** The offer the service makes to a tracking id, asked the way the page asks. */
async function offerFor(request: APIRequestContext, baseURL: string, tntId: string): Promise<Offer> {
  const response = await request.post(OFFERS, { data: { url: `${baseURL}/`, tntId } });
  expect(response.status()).toBe(200);
  const [offer] = ((await response.json()) as { offers: Offer[] }).offers;
  if (!offer) throw new Error('No offer for the hero activity');
  return offer;
}

/** A tracking id the service puts in an experience that rewords the hero, with its offer. */
async function visitorInRewordingExperience(request: APIRequestContext, baseURL: string) {
  for (;;) {
    const tntId = randomUUID();
    const offer = await offerFor(request, baseURL, tntId);
    if (Object.keys(offer.content).length > 0) return { tntId, offer };
  }
}

const heroReasons = (page: Page) => page.getByRole('list', { name: 'Why use QuickCheck' });

test.describe('experiments', () => {
  test('without consent: no offers request, no tracking cookie, the page never hidden', async ({
    page,
    context,
    baseURL,
  }) => {
    const offersRequests: string[] = [];
    page.on('request', (request) => request.url().includes(OFFERS) && offersRequests.push(request.url()));
    const marks = await watchPageHide(page);
    // The suite's journeys start with site-improvement consent: this one starts with no choice at all.
    await context.clearCookies();
    for (const consent of [undefined, 'permit 1 required']) {
      await setCookies(context, baseURL!, consent);
      await page.goto('/');
      await expect(page.locator('[name="first-name"]')).toBeVisible();
      await expect(heroReasons(page)).toContainText('No impact on your credit score');
      await page.waitForLoadState('networkidle');
      expect(offersRequests).toEqual([]);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(TRACKING_COOKIE);
      expect(await marks()).toEqual([]);
    }
  });

  test("with consent: the first visit gets a tracking cookie unhidden, the next shows the experience's wording", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await setCookies(context, baseURL!, SITE_IMPROVEMENT);
    const marks = await watchPageHide(page);
    const firstAsk = page.waitForRequest((r) => r.url().endsWith(OFFERS));
    await page.goto('/ob-landing?quotation=abc-123&firstName=Jane&s=ABCDEFGH');
    expect((await firstAsk).postDataJSON()).toEqual({
      url: `${baseURL}/ob-landing?quotation=masked&firstName=masked&s=ABCDEFGH`,
    });
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === TRACKING_COOKIE)?.value)
      .toBeTruthy();
    expect(await marks()).toEqual([]);

    const cookie = (await context.cookies()).find((candidate) => candidate.name === TRACKING_COOKIE)!;
    const tntId = cookie.value;
    // docs/product/constants.md: a year; first party, whole site.
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    const offer = await offerFor(request, baseURL!, tntId);
    // The next page's offers are decided by the server from the cookies (decision 008): drawn, not asked for.
    const asks: string[] = [];
    page.on('request', (r) => r.url().endsWith(OFFERS) && asks.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).toHaveCSS('opacity', '1');
    for (const text of Object.values(offer.content)) await expect(heroReasons(page)).toContainText(text);
    expect(asks).toEqual([]);
    expect(await marks()).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('in the test group the hero is drawn in its wording from the first frame and the page is never hidden', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const { tntId, offer } = await visitorInRewordingExperience(request, baseURL!);
    await setCookies(context, baseURL!, SITE_IMPROVEMENT, tntId);
    const hydrationErrors = collectHydrationErrors(page);
    const asks: string[] = [];
    page.on('request', (r) => r.url().endsWith(OFFERS) && asks.push(r.url()));
    // A production build's hydration mismatch is reported to monitoring rather than the console.
    const reports: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/client-errors') && reports.push(r.postData() ?? ''));
    const frames = await sampleHeroFrames(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(heroReasons(page)).toContainText(offer.content['hero.credit-score']!);
    const seen = await frames();
    // A list the parser has opened but not yet filled (seen between two chunks of the document on a
    // loaded machine) holds no wording at all, neither the default nor the experience's.
    const withHero = seen.filter((frame) => frame.hero !== null && frame.hero.trim() !== '');
    // From the document's first paint (before any script of the app has run) to after hydration.
    expect(withHero.some((frame) => !frame.hydrated)).toBe(true);
    expect(withHero.some((frame) => frame.hydrated)).toBe(true);
    for (const frame of withHero) {
      expect(frame.hero).toContain(offer.content['hero.credit-score']!);
      expect(frame.hero).not.toContain('No impact on your credit score');
    }
    // Every frame once the page's root is parsed: never hidden.
    expect(seen.filter((frame) => frame.opacity !== null && frame.opacity !== '1')).toEqual([]);
    expect(asks).toEqual([]);
    expect(hydrationErrors).toEqual([]);
    expect(reports).toEqual([]);
  });

  test('a visitor in the rewording experience sees its wording in place of the default', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const { tntId, offer } = await visitorInRewordingExperience(request, baseURL!);
    await setCookies(context, baseURL!, SITE_IMPROVEMENT, tntId);
    await page.goto('/');
    await expect(heroReasons(page)).toContainText(offer.content['hero.credit-score']!);
    await expect(heroReasons(page)).not.toContainText('No impact on your credit score');
  });

  test('where the server could not decide: the page is shown within 2000 ms when the offers service hangs, and TargetGetOffersFailed is reported', async ({
    page,
    context,
    baseURL,
  }) => {
    await setCookies(context, baseURL!, SITE_IMPROVEMENT, randomUUID());
    await pageWithoutServerOffers(page);
    await page.route(`**${OFFERS}`, () => undefined);
    const marks = await watchPageHide(page);
    const report = page.waitForRequest(
      (r) => r.url().endsWith('/api/client-errors') && (r.postData() ?? '').includes('TargetGetOffersFailed'),
    );
    await page.goto('/');
    await expect(page.locator('#root')).toHaveCSS('opacity', '1', { timeout: 2500 });
    const [hidden, shown] = await marks();
    expect(hidden?.hidden).toBe(true);
    expect(shown?.hidden).toBe(false);
    // The wait is spent (the service never answers), and it ends at 2000 ms: a CSS animation shows
    // the page then; the class the observer sees is removed by a timer a busy machine may run late.
    const hiddenFor = shown!.at - hidden!.at;
    expect(hiddenFor).toBeGreaterThan(1900);
    expect(hiddenFor).toBeLessThan(2250);
    expect((await report).postDataJSON()).toMatchObject({ name: 'TargetGetOffersFailed', url: '/' });
    await expect(heroReasons(page)).toContainText('No impact on your credit score');
  });

  test('the quotation carries the experiment data of the experience shown', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const { tntId, offer } = await visitorInRewordingExperience(request, baseURL!);
    await setCookies(context, baseURL!, SITE_IMPROVEMENT, tntId);
    await page.goto('/');
    await expect(heroReasons(page)).toContainText(offer.content['hero.credit-score']!);
    const quotation = page.waitForRequest((r) => r.url().endsWith('/api/quotation') && r.method() === 'POST');
    await completeForm(page, ordinaryApplicant());
    expect((await quotation).postDataJSON()).toMatchObject({
      tntId,
      activityId: offer.activityId,
      activityName: offer.activityName,
      experienceId: offer.experienceId,
      experienceName: offer.experienceName,
    });
    await page.waitForURL(/\/agreement\?/);
  });
});
