import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BRANDS, linkNames, otherBrandNames } from './support/brands.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const logoOf = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('img', { name: new RegExp(`^${escape(name)} logo`) });
const footerLinks = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal and support' }).getByRole('link');

test.describe('brands', () => {
  for (const brand of BRANDS) {
    test(`/?partner=${brand.id} shows ${brand.name} and nothing of another brand`, async ({ page }, testInfo) => {
      await page.goto(`/?partner=${brand.id}&s=ABCDEFGH123`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(logoOf(page, brand.name)).toBeVisible();
      await expect(footerLinks(page)).toHaveText(linkNames(brand.links));
      for (const name of linkNames(brand.links)) {
        const link = page.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('href', /\.example\/.*\?s=ABCDEFGH123$/);
      }
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`© ${new Date().getFullYear()} QuickCheck Financial Services Limited.`);
      await expect(footer).toContainText('registered trademarks');
      if (brand.notice) await expect(footer).toContainText(brand.notice);
      else await expect(footer).not.toContainText('credit broker');

      const text = await page.locator('body').innerText();
      for (const other of otherBrandNames(brand.id)) expect(text, `${other} on ${brand.id}`).not.toContain(other);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`${brand.id}.png`), fullPage: true });
    });
  }

  test('the Postal Counters logo comes with "Powered by" links to both companies', async ({ page }) => {
    await page.goto('/?partner=postoffice');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /^Postal Counters logo.*\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      'https://www.postal-counters.example/',
    );
    await expect(banner).toContainText('Powered by QuickCheck');
    await expect(banner.getByRole('link', { name: 'QuickCheck (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.quickcheck.example/',
    );
  });

  test('an unknown partner shows the default brand', async ({ page }) => {
    await page.goto('/?partner=nobody');
    await expect(logoOf(page, 'QuickCheck')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accessibility (opens in a new tab)' })).toBeVisible();
  });

  test('a brand’s theme comes inside the page: no request can fail to bring it', async ({ page }) => {
    const themeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/theme.css')) themeRequests.push(request.url());
    });
    await page.goto('/?partner=asos');
    await expect(logoOf(page, 'Atelier Style')).toBeVisible();
    const brandColour = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--qc-color-brand').trim(),
    );
    expect(brandColour).toBe('#111111');
    expect(themeRequests).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a brand chunk that fails to load leaves a working page with the default brand', async ({ page }) => {
    await page.route(/\/assets\/very-brand-[^/]*\.js$/, (route) => route.abort());
    const reported = page.waitForRequest((request) => request.url().endsWith('/api/client-errors'));
    await page.goto('/?partner=very');
    await expect(logoOf(page, 'QuickCheck')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accessibility (opens in a new tab)' })).toBeVisible();
    expect((await reported).postDataJSON()).toMatchObject({ message: expect.stringContaining('Brand "very"') });
    // The critical theme came with the page: still the brand's colours, and the form still works.
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'very');
    await expect(page.locator('form button[type="submit"]')).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});
