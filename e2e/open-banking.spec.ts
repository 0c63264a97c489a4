import { expect, test } from './support/test.ts';
import { AFFORDABILITY_FINDINGS, DEFAULT_TECHNICAL_ERROR } from '@quickcheck/contracts';
import { SANDBOX_ACCOUNTS } from '../apps/server/src/ports/open-banking/sandbox-accounts.ts';
import { OB_TEXT } from '../apps/web/src/features/open-banking/open-banking-text.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  OB_BRANDS,
  expectOffer,
  linkAccount,
  openLanding,
  submitReferredCheck,
  visitedAddresses,
  withPartner,
  type ObBrand,
} from './support/open-banking.ts';
import { JOURNEY_QUERY, checkEligibility, expectTitle } from './support/results.ts';

test('a Refer visitor goes from the form to the landing with the spec’s words, and Healthy finances ends on an offer', async ({
  page,
}) => {
  await checkEligibility(
    page,
    { label: 'the default brand' },
    { firstName: 'Rory', lastName: 'Refer' },
    { scanStages: false },
  );
  await page.waitForURL(/\/ob-landing\?quotation=[0-9a-f-]{36}/);
  await expectTitle(page, OB_TEXT.landingTitle);
  for (const bullet of OB_TEXT.bullets)
    await expect(page.getByRole('listitem').filter({ hasText: bullet })).toBeVisible();
  await expect(page.getByText(OB_TEXT.access)).toBeVisible();
  await page.getByRole('button', { name: OB_TEXT.howItWorks }).click();
  await expect(page.getByText(OB_TEXT.howItWorksBody)).toBeVisible();
  await expectNoAxeViolations(page);
  await linkAccount(page, 'healthy', true);
  await expectOffer(page);
  // The same agreement-link rules as a match from the form: the journey's codes survive the trip.
  const agreement = new URL(page.url());
  for (const key of ['s', 'campaign', 'channel'] as const)
    expect(agreement.searchParams.get(key), key).toBe(JOURNEY_QUERY[key]);
});

test("a comparison site's visitor keeps the product on the agreement link after the bank's round trip (docs/product/journey.md)", async ({
  page,
}) => {
  const comparisonSite: ObBrand = { label: 'a comparison site on the default brand', consumerName: 'MSM' };
  const quotation = await submitReferredCheck(page, comparisonSite);
  await page.goto(`/ob-landing?quotation=${quotation}&consumerName=${comparisonSite.consumerName}`);
  await expectTitle(page, OB_TEXT.landingTitle);
  await linkAccount(page, 'healthy');
  await expectOffer(page);
  // The default brand's own visitors get no `p` (results.spec.ts); a comparison site's do.
  expect(new URL(page.url()).searchParams.get('p')).toMatch(/^CCS\w+$/);
});

for (const brand of OB_BRANDS) {
  test.describe(`open banking in ${brand.label}`, () => {
    test('Healthy finances is offered a card, and a reload of the pending page reaches the same offer', async ({
      page,
    }) => {
      await openLanding(page, brand);
      // Recorded as it happens: the pending page may hand on to the agreement before a wait could start.
      const addresses = visitedAddresses(page);
      await linkAccount(page, 'healthy');
      await expectOffer(page);
      const handBack = addresses.find((address) => address.includes('/ob-pending?')) ?? '';
      expect(new URL(handBack).searchParams.get('partner') ?? undefined).toBe(brand.partner);
      const limit = await page.getByText('Credit limit').locator('..').textContent();
      await page.goto(handBack);
      await expectOffer(page);
      await expect(page.getByText('Credit limit').locator('..')).toHaveText(limit ?? '');
    });

    test('Stretched finances is declined, saying which finding counted', async ({ page }) => {
      await openLanding(page, brand, 'Sam');
      await linkAccount(page, 'stretched');
      await expectTitle(page, "Sorry Sam, we couldn't give you a card this time");
      const finding = page.getByRole('region', { name: 'What your bank data showed' });
      await expect(finding).toContainText(AFFORDABILITY_FINDINGS['committed-outgoings']);
      await expectNoAxeViolations(page);
    });

    test('No thanks asks again; I understand shows the decline', async ({ page }) => {
      await openLanding(page, brand, 'Nia');
      await page.getByRole('button', { name: OB_TEXT.noThanks }).click();
      const modal = page.getByRole('dialog', { name: OB_TEXT.modalTitle });
      await expect(modal).toContainText(OB_TEXT.modalBody);
      await expectNoAxeViolations(page);
      await modal.getByRole('button', { name: OB_TEXT.understand }).click();
      await expectTitle(page, "Sorry Nia, we couldn't give you a card this time");
      await expect(page.getByRole('region', { name: 'What your bank data showed' })).toHaveCount(0);
    });

    test('Link my bank account from the modal goes to the consent page, whose Cancel comes back', async ({ page }) => {
      const quotation = await openLanding(page, brand);
      await page.getByRole('button', { name: OB_TEXT.noThanks }).click();
      await page.getByRole('dialog').getByRole('button', { name: OB_TEXT.link }).click();
      await page.waitForURL(/\/sandbox\/open-banking\/connect\?session=/);
      await expect(page.getByText('Your consent lasts 90 days')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Cancel' }).click();
      await page.waitForURL(withPartner(`/ob-landing?quotation=${quotation}`, brand));
      await expectTitle(page, OB_TEXT.landingTitle);
    });

    test('the pending page switches its heading after 10 seconds and passes axe', async ({ page }) => {
      await page.clock.install();
      await openLanding(page, brand);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/open-banking/complete', async (route) => {
        await held;
        await route.continue();
      });
      // Time stands still from the hand-back on: only fastForward moves the page's clock.
      await page.clock.pauseAt(new Date(Date.now() + 1_000));
      await linkAccount(page, 'healthy');
      await expectTitle(page, OB_TEXT.pendingTitle);
      await expect(page.getByText(OB_TEXT.pendingSubtitle)).toBeVisible();
      await page.clock.fastForward(9_900);
      await expectTitle(page, OB_TEXT.pendingTitle);
      await page.clock.fastForward(100);
      await expectTitle(page, OB_TEXT.pendingFinalTitle);
      // axe waits on timers of its own: the clock runs again, the answer is still held.
      await page.clock.resume();
      await expectNoAxeViolations(page);
      release();
      await expectOffer(page);
    });
  });
}

test('a bank whose data cannot be fetched ends on the technical error page', async ({ page }) => {
  await openLanding(page, OB_BRANDS[0]!);
  await linkAccount(page, 'unavailable');
  await expectTitle(page, DEFAULT_TECHNICAL_ERROR.heading);
});

test('the landing without a quotation sends the visitor to the start', async ({ page }) => {
  await page.goto('/ob-landing');
  await page.waitForURL((url) => url.pathname === '/');
});

test('another browser with the hand-back address learns nothing and sees the error page', async ({ page, browser }) => {
  await openLanding(page, OB_BRANDS[0]!, 'Priya');
  await page.getByRole('button', { name: OB_TEXT.link }).click();
  await page.waitForURL(/\/sandbox\/open-banking\/connect/);
  await page.route('**/api/open-banking/complete', (route) => route.abort());
  await page.getByRole('button', { name: SANDBOX_ACCOUNTS.healthy }).click();
  await page.waitForURL(/\/ob-pending\?/);
  const stranger = await browser.newPage();
  try {
    await stranger.goto(page.url());
    await expectTitle(stranger, DEFAULT_TECHNICAL_ERROR.heading);
    await expect(stranger.getByText('Priya')).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});
