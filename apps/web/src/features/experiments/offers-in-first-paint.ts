import type { OffersResponse, PageConfig } from '@quickcheck/contracts';
import { parseLatestPolicyVersion, savedConsentState } from '../../common/consent/policy-version.ts';
import { readTrackingId } from './tracking-cookie.ts';

/**
 * Whether the server can draw the page with the visitor's experiment wording (decision 008): with
 * site-improvement consent that counts under the latest policy (an outdated choice is expired by
 * the browser at load, so it counts for nothing here either) and a well-formed tracking id, the
 * offers are known from the request's cookies alone. Otherwise undefined: the browser decides, as
 * on a first visit (no tracking id yet) or without consent (no experiment at all).
 */
export function offersInFirstPaint(
  config: PageConfig,
  cookies: string,
  offersFor: (tntId: string) => OffersResponse,
): OffersResponse | undefined {
  let latest: number | undefined;
  try {
    latest = parseLatestPolicyVersion(config.cookieConsent?.latestPolicyVersion);
  } catch {
    // An invalid version is the banner's to report; the browser decides meanwhile.
    return undefined;
  }
  const { saved, outdated } = savedConsentState(latest, cookies);
  if (!saved?.siteImprovement || outdated) return undefined;
  const tntId = readTrackingId(cookies);
  return tntId ? offersFor(tntId) : undefined;
}
