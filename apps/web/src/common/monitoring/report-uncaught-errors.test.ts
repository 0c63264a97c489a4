import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportUncaughtErrors } from './report-uncaught-errors.ts';

afterEach(() => vi.unstubAllGlobals());

function reported(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: url as string,
    body: JSON.parse(String((init as RequestInit).body)) as { message: string; at: string; attributes: unknown },
  }));
}

describe('reportUncaughtErrors (docs/product/calls-and-errors.md#errors)', () => {
  it('reports an uncaught error and a rejected promise with sawError and a time stamp', () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    // A stand-in window: jsdom's own would hand these errors to the test runner as failures.
    const page = new EventTarget() as unknown as Window;
    const stop = reportUncaughtErrors('/api', '/client-errors', page);
    page.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('lost promise') });
    page.dispatchEvent(rejection);
    page.dispatchEvent(new ErrorEvent('error'));
    stop();
    page.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));

    const reports = reported(fetchMock);
    expect(reports.map((report) => report.body.message)).toEqual(['boom', 'lost promise']);
    expect(reports[0]?.url).toBe('/api/client-errors');
    expect(reports[0]?.body.attributes).toEqual({ sawError: true });
    expect(Number.isNaN(Date.parse(reports[0]?.body.at ?? ''))).toBe(false);
  });
});
