import { CHECKING_DETAILS_MESSAGE } from '@quickcheck/ui/spinner/spinner-text.ts';
import { completeForm, ordinaryApplicant } from './support/applicant.ts';
import { expect, test, type Page } from './support/test.ts';

const CHUNK_DELAY_MS = 800;
const RESULT_TITLE = "Sorry Dana, we couldn't give you a card this time";

interface HandOver {
  spinnerGoneAt?: number;
  titleAt?: number;
  loadingSeen: boolean;
}

/**
 * Watches from inside the page (Playwright's polling is too coarse for a few hundred ms): when the
 * busy spinner went, when the result's title came, and whether a loading indicator showed between.
 */
async function watchTheHandOver(page: Page): Promise<void> {
  await page.addInitScript(
    ({ busyMessage, title }) => {
      const seen: HandOver = { loadingSeen: false };
      let spinnerShown = false;
      Object.assign(window, { handOver: seen });
      const note = () => {
        const statuses = Array.from(document.querySelectorAll('[role=status]'), (status) => status.textContent ?? '');
        const busy = statuses.some((text) => text.includes(busyMessage));
        const titled = document.querySelector('h1')?.textContent === title;
        spinnerShown ||= busy;
        if (!spinnerShown || seen.titleAt !== undefined) return;
        if (!busy) seen.spinnerGoneAt ??= performance.now();
        if (titled) seen.titleAt = performance.now();
        else if (statuses.some((text) => text.startsWith('Loading'))) seen.loadingSeen = true;
      };
      new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { busyMessage: CHECKING_DETAILS_MESSAGE, title: RESULT_TITLE },
  );
}

test.describe('no second wait after the spinner (issue 12)', () => {
  test("the result page's code, held back at the network, is fetched under the spinner", async ({ page }) => {
    let chunkRequests = 0;
    await page.route('**/assets/result-page-*.js', async (route) => {
      chunkRequests += 1;
      await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
      await route.continue();
    });
    await watchTheHandOver(page);
    await page.goto('/');
    await completeForm(page, ordinaryApplicant({ firstName: 'Dana', lastName: 'Decline' }));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RESULT_TITLE);
    const handOver = await page.evaluate(() => (window as unknown as { handOver: HandOver }).handOver);
    expect(handOver.spinnerGoneAt).toBeDefined();
    expect
      .soft(handOver.titleAt! - handOver.spinnerGoneAt!, 'ms from the spinner to the title')
      .toBeLessThanOrEqual(300);
    expect.soft(handOver.loadingSeen, 'a loading indicator between them').toBe(false);
    // The prefetch and the page share one fetch.
    expect(chunkRequests).toBe(1);
  });
});
