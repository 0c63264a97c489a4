import { mkdirSync } from 'node:fs';
import { PARTNER_PATHS } from '../apps/server/src/partner/partner-paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test.ts';

// Issue 34 item 7: the partner API's documentation page, as a partner's developer opens it, on a
// desktop and on a phone: drawn with nothing refused or failing, and nothing out of place.

/** Issue 34's screenshots, when asked for (ISSUE34_SCREENS=1): written for a person to look at. */
const SCREENS_DIR = 'docs/screens/issue-34';
async function screen(page: Page, name: string): Promise<void> {
  if (!process.env.ISSUE34_SCREENS) return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENS_DIR}/${name}.png` });
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-whole.png`, fullPage: true });
}

/** Every console error and uncaught exception of the page (a CSP refusal is a console error). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function openDocs(page: Page): Promise<string[]> {
  const problems = problemsOf(page);
  await page.goto(PARTNER_PATHS.docs);
  await expect(page.getByRole('heading', { name: 'Check an applicant’s eligibility' })).toBeVisible();
  // The renderer's example panels are drawn last.
  await expect(page.getByRole('heading', { name: 'Response samples' })).toBeVisible();
  return problems;
}

/**
 * Whether the menu's shown name ends before its arrow: the renderer draws the chosen name as text
 * beside a transparent select, with an arrow icon at its end.
 */
function shownNameFits(menu: Locator): Promise<boolean> {
  return menu.evaluate((select: HTMLSelectElement) => {
    const box = select.parentElement!;
    const chosen = select.selectedOptions[0]?.textContent ?? '';
    const shown = Array.from(box.querySelectorAll(':not(select, option)')).find(
      (element) => element.textContent === chosen,
    );
    const arrow = box.querySelector('svg');
    if (!shown || !arrow) throw new Error('The example menu is no longer drawn as a name beside an arrow');
    const text = document.createRange();
    text.selectNodeContents(shown);
    return text.getBoundingClientRect().right <= arrow.getBoundingClientRect().left;
  });
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
] as const;

for (const { name, viewport, isMobile } of VIEWPORTS) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    test('the partner docs page renders with no console error, no licence oddity, nothing wider than the screen', async ({
      page,
    }) => {
      const problems = await openDocs(page);
      expect(problems).toEqual([]);
      await expect(page.getByText(/License|LicenseRef/)).toHaveCount(0);
      await expect(page.getByText(/docs\/partner-api\.md|CONTRACT/)).toHaveCount(0);
      // The page edge to edge (no frame of the body's default margin), and no sideways scroll.
      const { scrollWidth, bodyMargin } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        bodyMargin: getComputedStyle(document.body).margin,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
      expect(bodyMargin).toBe('0px');
      await screen(page, `partner-docs-${viewport.width}`);
      // Each example's name fits its menu: a long one ran under the menu's arrow.
      const menus = await page.getByRole('combobox', { name: 'Example' }).all();
      expect(menus.length).toBeGreaterThan(0);
      for (const menu of menus) {
        for (const option of await menu.locator('option').allTextContents()) {
          await menu.selectOption({ label: option });
          expect(await shownNameFits(menu), option).toBe(true);
        }
      }
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  });
}
