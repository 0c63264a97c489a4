import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/**
 * Waits until React has taken over the page's markup: the server draws the page before the script
 * runs, and a control used before hydration may be reset by it (a select goes back to its drawn
 * value), as it would for a visitor only in the first instant. React marks each element it owns
 * with its own properties; the form (or the page's first element) carrying them means it is live.
 * Every drawn button must be live too: a first visit's cookie banner hydrates once its own chunk is
 * here, and a click on it before then is not replayed (React drops it).
 */
export async function waitForHydration(page: Page): Promise<void> {
  const isLive = () => {
    const live = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    const root = document.getElementById('root');
    if (!root?.firstElementChild) return true;
    const form = root.querySelector('form');
    const buttons = Array.from(root.querySelectorAll('button'));
    return live(form ?? root.querySelector('main') ?? root.firstElementChild) && buttons.every(live);
  };
  // Polled from here with real time: a test may have installed a fake clock in the page.
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    // Pages without scripts (JavaScript off) or mid-navigation have nothing to wait for.
    const live = await page.evaluate(isLive).catch(() => true);
    if (live) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Playwright's test, whose page waits for hydration after each full load (goto and reload). */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const settle = async (response: Response | null) => {
      if (javaScriptEnabled !== false) await waitForHydration(page);
      return response;
    };
    page.goto = async (url, options) => settle(await goto(url, options));
    page.reload = async (options) => settle(await reload(options));
    await use(page);
  },
});
