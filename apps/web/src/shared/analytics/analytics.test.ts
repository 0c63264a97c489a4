import { describe, expect, it, vi } from 'vitest';
import { configureAnalytics, flushAnalytics, track } from './analytics.ts';

describe('track', () => {
  it('batches events into one POST to the events endpoint', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    configureAnalytics('/api/events');

    track('pageView', { path: '/' });
    track('quoteSubmission', { stage: 'about-you' });
    expect(fetchMock).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/events');
    const body = JSON.parse(String(init.body)) as { events: { name: string; data: unknown }[] };
    expect(body.events.map((event) => event.name)).toEqual(['pageView', 'quoteSubmission']);
    expect(body.events[0]?.data).toEqual({ path: '/' });
  });

  it('sends the queue with a beacon when the page is hidden', () => {
    const beacon = vi.fn().mockReturnValue(true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    configureAnalytics('/api/events');
    track('expiryPageShown');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledWith('/api/events', expect.any(Blob));
    flushAnalytics();
  });
});
