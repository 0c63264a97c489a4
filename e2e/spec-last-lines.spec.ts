import { expect, test, type Page } from './support/test.ts';
import { decodeJwt } from 'jose';
import { BRAND_RECORDS } from '@quickcheck/brands';
import { AGGREGATOR_WORDMARKS } from '@quickcheck/brands/aggregator-wordmarks';
import { formResponsePayloadSchema, resultResponseSchema } from '@quickcheck/contracts';
import { AGREEMENT_OFFER_EXAMPLE } from '@quickcheck/contracts/fixtures';
import { ordinaryAnswers, submissionFor } from '../apps/server/test/helpers/applicant.ts';
import { SANDBOX_ACCOUNTS } from '../apps/server/src/ports/open-banking/sandbox-accounts.ts';
import { OB_TEXT } from '../apps/web/src/features/open-banking/open-banking-text.ts';
import { completeForm, ordinaryApplicant } from './support/applicant.ts';
import { openLanding } from './support/open-banking.ts';
import { expectTitle } from './support/results.ts';

// Issue 21: the spec's last lines, each as a visitor or an operator meets it.

type DataLayerEntry = Record<string, unknown> & { event?: string };

const dataLayer = (page: Page): Promise<DataLayerEntry[]> =>
  page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);

const eventsNamed = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name);

/** The agreement link's keys, once the browser has been handed over to it. */
async function agreementQuery(page: Page): Promise<URLSearchParams> {
  await page.waitForURL(/\/agreement\?/, { timeout: 20_000 });
  return new URL(page.url()).searchParams;
}

/** A check submitted from this page's browser through the API (its owner cookie lands in the browser). */
async function submitThroughApi(page: Page, lastName: string, query = 'consumerName=QCHK'): Promise<string> {
  const formAnswer = await page.request.get(`/api/form?${query}`);
  const { formResponse } = (await formAnswer.json()) as { formResponse: string };
  const form = { token: formResponse, payload: formResponsePayloadSchema.parse(decodeJwt(formResponse)) };
  const response = await page.request.post('/api/quotation', {
    data: submissionFor(form, ordinaryAnswers({ 'first-name': 'Mina', 'last-name': lastName })),
  });
  expect(response.status()).toBe(200);
  return resultResponseSchema.parse(await response.json()).quotationId;
}

test.describe('docs/product/data.md: the agreement link’s vendor code does not depend on the path taken (item 2)', () => {
  const start = '/?s=AbcdeFgh123';

  test('a direct match hands over the form data’s vendor code', async ({ page }) => {
    await page.goto(start);
    await completeForm(page, ordinaryApplicant(), { scanStages: false });
    expect((await agreementQuery(page)).get('vendorCode')).toBe('CQC');
  });

  test('a match through open banking hands over the same vendor code', async ({ page }) => {
    await page.goto(start);
    await completeForm(page, ordinaryApplicant({ firstName: 'Rory', lastName: 'Refer' }), { scanStages: false });
    await expectTitle(page, OB_TEXT.landingTitle);
    await page.getByRole('button', { name: OB_TEXT.link }).click();
    await page.waitForURL(/\/sandbox\/open-banking\/connect\?session=/);
    await page.getByRole('button', { name: SANDBOX_ACCOUNTS.healthy }).click();
    const query = await agreementQuery(page);
    expect(query.get('s')).toBe('AbcdeFgh123');
    expect(query.get('vendorCode')).toBe('CQC');
  });
});

test('a comparison-site edit on a partner brand keeps the brand and its offer (item 3)', async ({ page }) => {
  await page.goto('/?partner=luma&consumerName=MSM');
  await completeForm(page, ordinaryApplicant({ firstName: 'Mina', lastName: 'Mismatch' }));
  await expectTitle(page, "We couldn't confirm your details");

  const formCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/form');
  await page.getByRole('link', { name: 'Change your details' }).click();
  expect(new URL((await formCall).url()).searchParams.get('partner')).toBe('luma');
  await expect(page.locator('[name="last-name"]')).toHaveValue('Mismatch');

  const submission = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/quotation');
  await page.locator('[name="last-name"]').fill('Matched');
  // Through the stored answers to 'Check your answers' (a comparison-site edit is not asked for
  // permissions: decision 006), then the check itself.
  for (const next of ['Your address', 'Your finances', 'Check your answers']) {
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('heading', { name: next })).toBeVisible();
  }
  await page.locator('button[type=submit]').click();
  expect((await submission).postDataJSON()).toMatchObject({ quotationContext: { brand: 'luma' } });
  expect((await agreementQuery(page)).get('p')).toBe(BRAND_RECORDS.luma.offer.ccsCode);
});

test('names from the address count as prefill: the journey type is pre-pop (item 4)', async ({ page }) => {
  await page.goto('/?consumerName=MSM&firstName=Jo#lastName=Bloggs');
  await expect(page.locator('[name="first-name"]')).toHaveValue('Jo');
  await expect(page.locator('[name="last-name"]')).toHaveValue('Bloggs');
  await expect
    .poll(async () => (await eventsNamed(page, 'quoteSession')).map((e) => e.journeyType))
    .toEqual(['pre-pop']);

  await page.goto('/?consumerName=MSM');
  await expect(page.locator('[name="first-name"]')).toHaveValue('');
  await expect
    .poll(async () => (await eventsNamed(page, 'quoteSession')).map((e) => e.journeyType))
    .toEqual(['standard']);
});

test.describe('docs/product/calls-and-errors.md#errors: a stale chunk of the cookie preferences reloads the page (item 5)', () => {
  // A first-time visitor: the banner asks.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('Manage cookies with its chunk gone reloads once, and the choice can then be made', async ({ page }) => {
    const banner = page.getByRole('region', { name: 'Your cookie preferences' });
    await page.route('**/assets/preferences-modal-*.js', (route) => route.abort());
    await page.goto('/');
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await banner.getByRole('button', { name: 'Manage cookies' }).click();
    await reloaded;
    // The new deploy's chunk is there after the reload.
    await page.unroute('**/assets/preferences-modal-*.js');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Manage cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Manage your cookies' })).toBeVisible();
    expect((await eventsNamed(page, 'consentError')).length).toBe(0);
  });
});

test('docs/product/calls-and-errors.md#errors: an edit page load reports no error to monitoring, nor does a comparison site’s (item 6)', async ({
  page,
}) => {
  const quotation = await submitThroughApi(page, 'Mismatch');
  const reports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/client-errors') reports.push(request.postData() ?? '');
  });
  await page.goto(`/?quotation=${quotation}`);
  await expectTitle(page, 'Edit your details');
  await expect(page.locator('[name="last-name"]')).toHaveValue('Mismatch');
  expect(reports).toEqual([]);

  // A comparison site's wordmark is a lazy part too, drawn once the page is live.
  await page.goto('/?consumerName=MSM');
  await expect(page.getByRole('img', { name: AGGREGATOR_WORDMARKS.MSM.label })).toBeVisible();
  await expect(page.locator('[name="first-name"]')).toBeVisible();
  expect(reports).toEqual([]);
});

test('docs/product/screens.md item 10: the session-expired screen’s heading receives focus (item 7)', async ({
  page,
}) => {
  await page.clock.install();
  await page.route('**/api/agreement?*', (route) =>
    route.fulfill({
      json: { ...AGREEMENT_OFFER_EXAMPLE, brand: 'quickcheck', brandName: 'QuickCheck' },
    }),
  );
  await page.goto('/agreement?token=t1');
  await page.clock.fastForward('24:00:00');
  const heading = page.getByRole('heading', { level: 1, name: 'Your session has expired' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
});

test('brand text: one rule for the article, in the meta description as in the hero (item 8)', async ({ page }) => {
  for (const [partner, name] of [
    ['ocean', 'an Ocean'],
    ['asos', 'an Atelier Style'],
    ['luma', 'a Luma'],
  ] as const) {
    await page.goto(`/?partner=${partner}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`for ${name} credit`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`for ${name} credit card`));
  }
});

test('every ctaButtonClick has the one shape, open banking’s too (item 10)', async ({ page }) => {
  await openLanding(page, { label: 'the default brand', consumerName: 'QCHK' }, 'Nia');
  await page.getByRole('button', { name: OB_TEXT.noThanks }).click();
  await page.getByRole('dialog').getByRole('button', { name: OB_TEXT.understand }).click();
  await expectTitle(page, "Sorry Nia, we couldn't give you a card this time");
  const clicks = await eventsNamed(page, 'ctaButtonClick');
  expect(clicks.length).toBeGreaterThan(0);
  for (const click of clicks) {
    expect(typeof click.action, JSON.stringify(click)).toBe('string');
    expect(click).not.toHaveProperty('button');
  }
});
