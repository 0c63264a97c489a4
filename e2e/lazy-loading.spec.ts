import { expect, test } from './support/test.ts';
import { AGREEMENT_OFFER_EXAMPLE } from '@quickcheck/contracts/fixtures';

test.describe('lazy chunks (docs/product/calls-and-errors.md#errors, docs/product/constants.md)', () => {
  test('a chunk that fails to load reloads the page once, then falls back instead of looping', async ({ page }) => {
    await page.route('**/assets/luma-brand-*.js', (route) => route.abort());
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    await page.goto('/?partner=luma');
    // After the one reload the luma chunk fails again: the default brand's logo stands in.
    await expect(page.getByRole('banner').getByRole('img', { name: 'QuickCheck logo' })).toBeVisible();
    await expect(page.locator('[name="first-name"]')).toBeVisible();
    expect(documentLoads).toBe(2);
  });

  test("a chunk that never arrives shows the loading indicator, then fails with 'Timeout' to the error page", async ({
    page,
  }) => {
    await page.clock.install();
    // The agreement page's chunk hangs: the server never answers it.
    await page.route('**/assets/agreement-page-*.js', () => undefined);
    await page.goto('/agreement?token=never-loaded', { waitUntil: 'commit' });
    await expect(page.getByText('Loading QuickCheck')).toBeVisible();
    const report = page.waitForRequest((request) => request.url().endsWith('/api/client-errors'));
    await page.clock.fastForward('00:30');
    await expect(page.getByRole('heading', { name: 'Oops, something went wrong' })).toBeVisible();
    expect((await report).postDataJSON()).toMatchObject({ message: 'Timeout' });
  });

  test('an in-app move to a lazy page shows the loading indicator after 200 ms, then the page', async ({ page }) => {
    await page.route('**/api/agreement?*', (route) =>
      route.fulfill({
        json: AGREEMENT_OFFER_EXAMPLE,
      }),
    );
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/agreement-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('[name="first-name"]')).toBeVisible();
    // An in-app navigation (no document load): the agreement page's chunk is held back.
    await page.evaluate(() => window.history.pushState(null, '', '/agreement?token=t1'));
    await expect(page.getByText('Loading QuickCheck')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Verily card offer' })).toBeVisible();
    await expect(page.getByText('Loading QuickCheck')).toHaveCount(0);
  });

  test('a comparison-site visitor sees the comparison site they came from', async ({ page }) => {
    await page.goto('/?consumerName=CK');
    await expect(page.getByRole('img', { name: 'Card Kite logo' })).toBeVisible();
  });
});
