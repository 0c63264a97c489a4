import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configureAnalytics,
  flushAnalytics,
  resetAnalyticsForTests,
  track,
} from '../../../common/analytics/analytics.ts';
import {
  announceConsent,
  CONSENT_COOKIES,
  privacyCookieValue,
  type ConsentLevels,
} from '../../../common/consent/consent-levels.ts';
import { ADVERTISING_COOKIE } from './advertising-tag.ts';
import { startAdvertisingTagLoader } from './load-advertising-tag.ts';

function choose(levels: ConsentLevels): void {
  document.cookie = `${CONSENT_COOKIES.privacy}=${privacyCookieValue(levels)}; Path=/`;
  announceConsent(levels);
}

afterEach(() => resetAnalyticsForTests());

describe('the advertising tag (level 3)', () => {
  it('stays out until advertising is allowed, then counts an approval once', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    configureAnalytics('/api/events');
    const stop = startAdvertisingTagLoader();

    choose({ siteImprovement: true, advertising: false });
    track('submissionResult', { outcome: 'approved', reason: 'MATCH_AND_OFFER' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.cookie).not.toContain(ADVERTISING_COOKIE);

    choose({ siteImprovement: true, advertising: true });
    await vi.waitFor(async () => {
      track('submissionResult', { outcome: 'approved', reason: 'MATCH_AND_OFFER' });
      expect(document.cookie).toContain(`${ADVERTISING_COOKIE}=approved`);
    });
    track('submissionResult', { outcome: 'approved', reason: 'MATCH_AND_OFFER' });
    await flushAnalytics();
    stop();

    const sent = fetchMock.mock.calls.flatMap(
      ([, init]) =>
        (JSON.parse(String((init as RequestInit).body)) as { events: { name: string; data: unknown }[] }).events,
    );
    expect(sent.filter((event) => event.name === 'advertisingConversion')).toEqual([
      expect.objectContaining({ data: { conversion: 'approved' } }),
    ]);
  });
});
