import type { Page } from '@playwright/test';

export interface SentEvent {
  name: string;
  data?: Record<string, unknown>;
}

/** Every event the page sends to POST /api/events (fetch or beacon), and what dataLayer holds. */
export function watchEvents(page: Page) {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/events') {
      bodies.push(request.postData() ?? '');
    }
  });
  return {
    bodies,
    sent: (): SentEvent[] => bodies.flatMap((body) => (JSON.parse(body) as { events: SentEvent[] }).events),
    dataLayer: () => dataLayerOf(page),
  };
}

export function dataLayerOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).map((entry) => String(entry.event)),
  );
}

/** Sends whatever is queued now: the page-hide beacon, without leaving the page. */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
}
