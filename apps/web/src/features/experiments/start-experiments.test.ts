import type { OffersResponse } from '@quickcheck/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../common/api/api-client.ts';
import { announceConsent, CONSENT_COOKIES } from '../../common/consent/consent-levels.ts';
import { appliedExperimentData, resetOffers } from '../../common/experiments/offers-store.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { isPageHidden } from './page-hide.ts';
import { OFFERS_WAIT_MS, startExperiments } from './start-experiments.ts';
import { TRACKING_COOKIE } from './tracking-cookie.ts';

const RETURNING = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const NEW_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const OFFERS = '/api/experiments/offers';
const CLIENT_ERRORS = '/api/client-errors';

const answer = (tntId: string): OffersResponse => ({
  tntId,
  offers: [
    {
      activityId: 'hero-wording',
      activityName: 'Hero wording',
      experienceId: 'outcome-first',
      experienceName: 'Outcome first',
      content: { 'hero.credit-score': "Checking won't harm your credit score" },
    },
  ],
});

const setCookie = (name: string, value: string) => (document.cookie = `${name}=${value}; Path=/`);
const clearCookie = (name: string) => (document.cookie = `${name}=; Max-Age=0; Path=/`);
const trackingCookie = () => /(?:^|; )qc_tnt=([^;]*)/.exec(document.cookie)?.[1];

describe('the experiments client', () => {
  const api = createApiClient({ baseUrl: '/api' });
  let root: HTMLElement;
  let stop: () => void = () => undefined;
  const start = () => (stop = startExperiments(api, root));

  beforeEach(() => {
    root = document.createElement('div');
    window.history.replaceState(null, '', '/?quotation=q-123&firstName=Jane&s=ABCDEFGH#lastName=Doe');
  });
  afterEach(() => {
    stop();
    resetOffers();
    clearCookie(TRACKING_COOKIE);
    clearCookie(CONSENT_COOKIES.privacy);
  });

  it('asks for nothing, sets no cookie and hides nothing without consent', () => {
    setCookie(TRACKING_COOKIE, RETURNING);
    const { calls } = mockApi({});
    start();
    expect(calls).toEqual([]);
    expect(isPageHidden(root)).toBe(false);
    // A tracking id left from before consent was withdrawn goes too.
    expect(trackingCookie()).toBeUndefined();
  });

  it('asks nothing when only core cookies are allowed', () => {
    setCookie(CONSENT_COOKIES.privacy, 'permit 1 required');
    const { calls } = mockApi({});
    start();
    expect(calls).toEqual([]);
  });

  it('on a first consented visit, never hides the page, sets the cookie and keeps the default wording', async () => {
    setCookie(CONSENT_COOKIES.privacy, 'permit 1,2 functional');
    const { callsTo } = mockApi({ [`POST ${OFFERS}`]: answer(NEW_ID) });
    start();
    expect(isPageHidden(root)).toBe(false);
    await vi.waitFor(() => expect(trackingCookie()).toBe(NEW_ID));
    expect(callsTo('POST', OFFERS)[0]?.body).toEqual({
      url: 'http://localhost:3000/?quotation=masked&firstName=masked&s=ABCDEFGH',
    });
    expect(appliedExperimentData()).toEqual({});
  });

  it('keeps a returning visitor hidden until the offers apply, then shows the page with them', async () => {
    setCookie(CONSENT_COOKIES.privacy, 'permit 1,2,3');
    setCookie(TRACKING_COOKIE, RETURNING);
    let answerNow: (response: Response) => void = () => undefined;
    const { callsTo } = mockApi({ [`POST ${OFFERS}`]: () => new Promise<Response>((r) => (answerNow = r)) });
    start();
    expect(isPageHidden(root)).toBe(true);
    await vi.waitFor(() => expect(callsTo('POST', OFFERS)).toHaveLength(1));
    expect(callsTo('POST', OFFERS)[0]?.body).toMatchObject({ tntId: RETURNING });
    answerNow(jsonResponse(answer(RETURNING)));
    await vi.waitFor(() => expect(isPageHidden(root)).toBe(false));
    expect(appliedExperimentData()).toEqual({
      tntId: RETURNING,
      activityId: 'hero-wording',
      activityName: 'Hero wording',
      experienceId: 'outcome-first',
      experienceName: 'Outcome first',
    });
  });

  it('with offers the server drew, asks for nothing and hides nothing, and renews the tracking cookie', () => {
    setCookie(CONSENT_COOKIES.privacy, 'permit 1,2 functional');
    setCookie(TRACKING_COOKIE, RETURNING);
    clearCookie(TRACKING_COOKIE);
    const { calls } = mockApi({});
    stop = startExperiments(api, root, answer(RETURNING));
    expect(isPageHidden(root)).toBe(false);
    expect(calls).toEqual([]);
    expect(trackingCookie()).toBe(RETURNING);
  });

  it('still applies an answer carrying a text key this page does not know (a newer server)', async () => {
    setCookie(CONSENT_COOKIES.privacy, 'permit 1,2 functional');
    setCookie(TRACKING_COOKIE, RETURNING);
    const newer = answer(RETURNING);
    newer.offers[0]!.content = { ...newer.offers[0]!.content, 'footer.tagline': 'New' };
    const { callsTo } = mockApi({ [`POST ${OFFERS}`]: newer });
    start();
    await vi.waitFor(() => expect(appliedExperimentData().experienceId).toBe('outcome-first'));
    expect(callsTo('POST', CLIENT_ERRORS)).toEqual([]);
  });

  it('shows the page after 2000 ms when the offers call hangs, reporting TargetGetOffersFailed', async () => {
    vi.useFakeTimers();
    setCookie(CONSENT_COOKIES.privacy, 'permit 1,2 functional');
    setCookie(TRACKING_COOKIE, RETURNING);
    // A service that never answers: like the browser's fetch, only the abort ends the wait.
    const reports: unknown[] = [];
    const hangingFetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input).endsWith(CLIENT_ERRORS)) reports.push(JSON.parse(String(init.body)));
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    };
    vi.stubGlobal('fetch', vi.fn(hangingFetch));
    start();
    await vi.advanceTimersByTimeAsync(OFFERS_WAIT_MS - 1);
    expect(isPageHidden(root)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(isPageHidden(root)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(reports).toEqual([
      expect.objectContaining({
        name: 'TargetGetOffersFailed',
        message: 'Offers call failed: timeout',
        url: '/',
        attributes: { offersFailure: 'timeout' },
      }),
    ]);
    expect(appliedExperimentData()).toEqual({});
  });

  it('shows the page and reports when the offers service fails', async () => {
    setCookie(CONSENT_COOKIES.privacy, 'permit 1,2 functional');
    setCookie(TRACKING_COOKIE, RETURNING);
    const { callsTo } = mockApi({ [`POST ${OFFERS}`]: () => jsonResponse({ error: 'down' }, 503) });
    start();
    await vi.waitFor(() => expect(callsTo('POST', CLIENT_ERRORS)).toHaveLength(1));
    await vi.waitFor(() => expect(isPageHidden(root)).toBe(false));
    expect(callsTo('POST', CLIENT_ERRORS)[0]?.body).toMatchObject({ name: 'TargetGetOffersFailed' });
  });

  it('starts when consent arrives, without hiding, and forgets the tracking id when it is withdrawn', async () => {
    const { callsTo } = mockApi({ [`POST ${OFFERS}`]: answer(NEW_ID) });
    start();
    expect(callsTo('POST', OFFERS)).toEqual([]);
    setCookie(CONSENT_COOKIES.privacy, 'permit 1,2 functional');
    announceConsent({ siteImprovement: true, advertising: false });
    expect(isPageHidden(root)).toBe(false);
    await vi.waitFor(() => expect(trackingCookie()).toBe(NEW_ID));
    setCookie(CONSENT_COOKIES.privacy, 'permit 1 required');
    announceConsent({ siteImprovement: false, advertising: false });
    expect(trackingCookie()).toBeUndefined();
  });
});
