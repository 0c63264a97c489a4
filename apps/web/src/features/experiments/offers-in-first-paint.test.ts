import type { OffersResponse, PageConfig } from '@quickcheck/contracts';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIES } from '../../common/consent/consent-levels.ts';
import { offersInFirstPaint } from './offers-in-first-paint.ts';
import { TRACKING_COOKIE } from './tracking-cookie.ts';

const TNT_ID = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const offersFor = (tntId: string): OffersResponse => ({ tntId, offers: [] });
const config = (latestPolicyVersion?: unknown) =>
  ({ cookieConsent: { latestPolicyVersion, fullPageBrands: [], fullPagePaths: [] } }) as unknown as PageConfig;
const cookies = (privacy: string, extra = '') =>
  `${CONSENT_COOKIES.privacy}=${encodeURIComponent(privacy)}; ${TRACKING_COOKIE}=${TNT_ID}${extra}`;

describe('offers decided by the server for the first paint', () => {
  it('are the tracking id’s offers with site-improvement consent', () => {
    expect(offersInFirstPaint(config(), cookies('permit 1,2 functional'), offersFor)).toEqual(offersFor(TNT_ID));
    expect(offersInFirstPaint(config(), cookies('permit 1,2,3'), offersFor)).toEqual(offersFor(TNT_ID));
  });

  it('are left to the browser without site-improvement consent, tracking id or a valid policy version', () => {
    expect(offersInFirstPaint(config(), cookies('permit 1 required'), offersFor)).toBeUndefined();
    expect(offersInFirstPaint(config(), cookies('permit 1,3'), offersFor)).toBeUndefined();
    expect(offersInFirstPaint(config(), `${CONSENT_COOKIES.privacy}=permit 1,2`, offersFor)).toBeUndefined();
    expect(
      offersInFirstPaint(config(), `${CONSENT_COOKIES.privacy}=permit 1,2; ${TRACKING_COOKIE}=not-an-id`, offersFor),
    ).toBeUndefined();
    expect(offersInFirstPaint(config('two'), cookies('permit 1,2,3'), offersFor)).toBeUndefined();
  });

  it('count only a choice made under the latest policy (the browser expires an older one at load)', () => {
    expect(offersInFirstPaint(config(3), cookies('permit 1,2,3'), offersFor)).toBeUndefined();
    const current = `; ${CONSENT_COOKIES.policyVersion}=3`;
    expect(offersInFirstPaint(config(3), cookies('permit 1,2,3', current), offersFor)).toEqual(offersFor(TNT_ID));
  });
});
