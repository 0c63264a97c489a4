import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceConsent, CONSENT_COOKIES, privacyCookieValue, type ConsentLevels } from '../consent/consent-levels.ts';
import {
  configureAnalytics,
  flushAnalytics,
  resetAnalyticsForTests,
  track,
  trackAdvertising,
  trackConsent,
} from './analytics.ts';

function choose(levels: ConsentLevels): void {
  document.cookie = `${CONSENT_COOKIES.privacy}=${privacyCookieValue(levels)}; Path=/`;
  announceConsent(levels);
}

function postedNames(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.flatMap(([, init]) =>
    (JSON.parse(String((init as RequestInit).body)) as { events: { name: string }[] }).events.map((e) => e.name),
  );
}

const dataLayerNames = () => (window.dataLayer ?? []).map((entry) => entry.event);

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIES.privacy}=; Path=/; Max-Age=0`;
  window.dataLayer = [];
  resetAnalyticsForTests();
  fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  configureAnalytics('/api/events');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('analytics before a choice', () => {
  it('sends consent events but holds site-improvement events in the page', async () => {
    track('pageView', { path: '/' });
    trackConsent('consentBannerInit', { category1: true });
    await flushAnalytics();
    expect(postedNames(fetchMock)).toEqual(['consentBannerInit']);
    expect(dataLayerNames()).toEqual(['consentBannerInit']);
  });

  it('releases held events to both sinks once site improvement is allowed', async () => {
    track('pageView', { path: '/' });
    choose({ siteImprovement: true, advertising: false });
    await flushAnalytics();
    expect(postedNames(fetchMock)).toEqual(['pageView']);
    expect(dataLayerNames()).toEqual(['pageView']);
  });

  it('drops held events when the visitor rejects, and sends none afterwards', async () => {
    track('pageView', { path: '/' });
    choose({ siteImprovement: false, advertising: false });
    track('fieldFocus', { field: 'first-name' });
    trackAdvertising('advertisingConversion');
    await flushAnalytics();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dataLayerNames()).toEqual([]);
  });

  it('keeps advertising events to level 3', async () => {
    choose({ siteImprovement: true, advertising: false });
    trackAdvertising('advertisingConversion');
    track('ctaButtonClick', { action: 'continue' });
    choose({ siteImprovement: true, advertising: true });
    trackAdvertising('advertisingConversion');
    await flushAnalytics();
    expect(postedNames(fetchMock)).toEqual(['ctaButtonClick', 'advertisingConversion']);
  });
});

describe('analytics after a withdrawal', () => {
  it('sends nothing more of a level the visitor withdrew, queued events included', async () => {
    choose({ siteImprovement: true, advertising: true });
    track('fieldFocus', { field: 'first-name' });
    trackAdvertising('advertisingConversion');
    trackConsent('consentOpenModal');
    // Still queued (the batch waits a moment) when site improvement is withdrawn.
    choose({ siteImprovement: false, advertising: true });
    track('fieldFocus', { field: 'last-name' });
    await flushAnalytics();
    expect(postedNames(fetchMock)).toEqual(['advertisingConversion', 'consentOpenModal']);
  });
});

describe('batching', () => {
  it('batches events into one POST after a short pause', async () => {
    vi.useFakeTimers();
    choose({ siteImprovement: true, advertising: true });
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
    trackConsent('consentNotDisplayed', { category2: false, category3: false });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledWith('/api/events', expect.stringContaining('consentNotDisplayed'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends with a beacon what becomes final as the page turns hidden (after pagehide when it unloads)', () => {
    const beacon = vi.fn().mockReturnValue(true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    window.dispatchEvent(new Event('pagehide'));
    trackConsent('consentNotDisplayed', { category2: false, category3: false });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(beacon).toHaveBeenCalledWith('/api/events', expect.stringContaining('consentNotDisplayed'));
  });
});
