import { mkdirSync } from 'node:fs';
import { BRAND_TEXT, type BrandId } from '@quickcheck/brands';
import { QUOTE_TEXT, formatDecisionDay, resultResponseSchema } from '@quickcheck/contracts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from '../apps/server/test/helpers/applicant.ts';
import { parseDecisionReference } from '../apps/server/src/quotation/decision-reference.ts';
import { lastValidDay, quoteValidUntil } from '../apps/server/src/quotation/quote-validity.ts';
import { DEFAULT_QUOTE_VALIDITY_DAYS } from '../apps/server/src/config/env.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expectTitle } from './support/results.ts';
import { expect, test, type Page } from './support/test.ts';

// Issue 23 item 2 (decision 024), in two brands: a match's agreement shows until when the offer
// holds and its reference; after the quote's end the server refuses it and the page starts a fresh
// check. The match is made through the API (the form's own journey to the agreement is results.spec's),
// so each test is one page or two.
const BRANDS: { id: BrandId; consumerName: string }[] = [
  { id: 'quickcheck', consumerName: 'QCHK' },
  { id: 'very', consumerName: 'VERY' },
];
const SCREENS = process.env.QUOTE_SCREENS_DIR ?? '/work/notes/screens';

/** A match made on `baseUrl` in this brand: the agreement link the result response gave. */
async function matchOn(baseUrl: string, consumerName: string, firstName: string): Promise<string> {
  const form = await fetchForm(baseUrl, `consumerName=${consumerName}`);
  const response = await postJson(
    baseUrl,
    '/api/quotation',
    submissionFor(form, ordinaryAnswers({ 'first-name': firstName })),
  );
  const result = resultResponseSchema.parse(await response.json());
  expect(result.reason).toBe('MATCH_AND_OFFER');
  return result.agreementUrl ?? '';
}

/** The screenshot for the note (not committed); skipped where the notes folder is not there. */
async function screenshot(page: Page, name: string) {
  try {
    mkdirSync(SCREENS, { recursive: true });
  } catch {
    return;
  }
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const brand of BRANDS) {
  test(`${BRAND_TEXT[brand.id].name}: the agreement says until when the offer holds and the reference to quote`, async ({
    page,
    baseURL,
  }) => {
    const decidedFrom = new Date();
    const agreementUrl = await matchOn(baseURL ?? '', brand.consumerName, 'Quinn');
    await page.goto(agreementUrl);
    await expectTitle(page, /card offer$/);

    // The server's clock decided the day; either side of a midnight the test may span.
    const days = [decidedFrom, new Date()].map((day) =>
      formatDecisionDay(lastValidDay(quoteValidUntil(day, DEFAULT_QUOTE_VALIDITY_DAYS))),
    );
    const validUntil = page.getByTestId('quote-valid-until');
    await expect(validUntil).toBeVisible();
    expect(days).toContain(await validUntil.textContent());
    const reference = (await page.getByTestId('decision-reference').textContent()) ?? '';
    expect(parseDecisionReference(reference)).toBe(reference);
    await expect(page.getByRole('button', { name: 'Accept this offer' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, `quote-${brand.id}-match`);
  });
}

test.describe('after the end of a quote', () => {
  // One server of short quotes for both brands: its database is its own, so one worker runs them.
  test.describe.configure({ mode: 'serial' });
  let shortQuotes: ExtraServer;
  test.beforeAll(async () => {
    // 0 days holds nothing: every offer on this server has ended by the time it is opened.
    shortQuotes = await startExtraServer({ QUOTE_VALIDITY_DAYS: '0', RATE_LIMIT_SCALE: '100' }, 90);
  });
  test.afterAll(async () => {
    await shortQuotes?.stop();
  });

  for (const brand of BRANDS) {
    test(`${BRAND_TEXT[brand.id].name}: the agreement refuses the offer and starts a fresh check in the same brand`, async ({
      page,
    }) => {
      const agreementUrl = await matchOn(shortQuotes.baseURL, brand.consumerName, 'Quentin');
      await page.goto(agreementUrl);
      await expectTitle(page, QUOTE_TEXT.expiredTitle);
      await expect(page.getByText(QUOTE_TEXT.expiredWhy)).toBeVisible();
      // Nothing of the offer or the visitor is shown.
      await expect(page.getByText('Representative APR')).toHaveCount(0);
      await expect(page.getByText('Quentin')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Accept this offer' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await screenshot(page, `quote-${brand.id}-expired`);

      // Accepting is refused on the server too, whatever a page would send.
      const token = new URL(agreementUrl).searchParams.get('token');
      const accepted = await page.request.post(`${shortQuotes.baseURL}/api/agreement/accept`, { data: { token } });
      expect(accepted.status()).toBe(410);

      await page.getByRole('link', { name: QUOTE_TEXT.freshCheck }).click();
      await expect(page).toHaveTitle(new RegExp(`${escaped(BRAND_TEXT[brand.id].pageTitle)}$`));
      await expect(page.locator('form button[type=submit]')).toBeVisible();
    });
  }
});
