import { expect, test } from './support/test.ts';

// The journey's outcomes, each reached through the form, are in results.spec.ts (per persona, in two brands).
test.describe('the eligibility journey', () => {
  test('a direct visit to the result route with no decision goes back to the form, keeping the query', async ({
    page,
  }) => {
    await page.goto('/result?s=ABCDEFGH123');
    await page.waitForURL(/\/\?s=ABCDEFGH123$/);
    await expect(page.locator('[name="first-name"]')).toBeVisible();
  });
});
