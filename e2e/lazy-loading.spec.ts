import { expect, test } from '@playwright/test';

test.describe('lazy chunks (spec §8, §9)', () => {
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

  test('a comparison-site visitor sees the comparison site they came from', async ({ page }) => {
    await page.goto('/?consumerName=CK');
    await expect(page.getByRole('img', { name: 'Card Kite logo' })).toBeVisible();
  });
});
