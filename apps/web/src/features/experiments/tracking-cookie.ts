import { TNT_ID_PATTERN } from '@quickcheck/contracts';
import { CONSENT_COOKIE_MAX_AGE_SECONDS, setConsentCookie } from '../../common/consent/consent-cookies.ts';
import { readCookie } from '../../common/consent/consent-levels.ts';

/** The first-party tracking id of the experiments (docs/product/calls-and-errors.md#calls call 6 'tracking cookie'). */
export const TRACKING_COOKIE = 'qc_tnt';

/** The visitor's tracking id, if a well-formed one is set. */
export function readTrackingId(cookies: string = document.cookie): string | undefined {
  const value = readCookie(cookies, TRACKING_COOKIE);
  return value !== undefined && TNT_ID_PATTERN.test(value) ? value : undefined;
}

// Written like the consent cookies (docs/product/constants.md): one year, scoped to the registrable parent domain.
export function writeTrackingId(tntId: string): void {
  setConsentCookie(TRACKING_COOKIE, tntId, CONSENT_COOKIE_MAX_AGE_SECONDS);
}

export function forgetTrackingId(): void {
  setConsentCookie(TRACKING_COOKIE, '', 0);
}
