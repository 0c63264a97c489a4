import { cookieDomainFor } from './cookie-domain.ts';
import {
  CONSENT_COOKIES,
  noticePreferencesValue,
  privacyCookieValue,
  readCookie,
  type ConsentLevels,
} from './consent-levels.ts';

/** docs/product/constants.md: consent cookies live one year. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** docs/product/data.md and docs/product/constants.md: notice_poptime when the page supplies none. */
export const DEFAULT_NOTICE_POPTIME = 1679994000000;
/** The version written when the page supplies no latest policy version. */
export const DEFAULT_POLICY_VERSION = 1;

interface CookieTarget {
  cookie: string;
}

interface CookiePlace {
  hostname: string;
  secure: boolean;
}

function currentPlace(): CookiePlace {
  return { hostname: window.location.hostname, secure: window.location.protocol === 'https:' };
}

/**
 * Values are written raw, exactly as the spec spells them ('permit 1,2 functional'): they come from
 * a fixed set with no ';', and readers (ours and a tag manager's) expect the plain text.
 */
export function setConsentCookie(
  name: string,
  value: string,
  maxAge: number,
  doc: CookieTarget = document,
  place = currentPlace(),
): void {
  const domain = cookieDomainFor(place.hostname);
  doc.cookie = [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    ...(domain ? [`Domain=${domain}`] : []),
    ...(place.secure ? ['Secure'] : []),
  ].join('; ');
}

export interface SavedChoice {
  levels: ConsentLevels;
  policyVersion: number;
  popTime: number;
}

/** Writes the spec's four cookies for one saved choice. */
export function writeConsentCookies(choice: SavedChoice, doc: CookieTarget = document, place = currentPlace()): void {
  const year = CONSENT_COOKIE_MAX_AGE_SECONDS;
  setConsentCookie(CONSENT_COOKIES.privacy, privacyCookieValue(choice.levels), year, doc, place);
  setConsentCookie(CONSENT_COOKIES.policyVersion, String(choice.policyVersion), year, doc, place);
  setConsentCookie(CONSENT_COOKIES.preferences, noticePreferencesValue(choice.levels), year, doc, place);
  setConsentCookie(CONSENT_COOKIES.popTime, String(choice.popTime), year, doc, place);
}

/** The policy version the visitor last agreed to; undefined when absent or not a number. */
export function readSavedPolicyVersion(cookies: string = document.cookie): number | undefined {
  const value = readCookie(cookies, CONSENT_COOKIES.policyVersion);
  const version = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(version) ? version : undefined;
}

/** docs/product/journey.md: an outdated choice no longer counts — expire the privacy cookie, reset the version to the latest. */
export function resetOutdatedConsent(
  latestVersion: number,
  doc: CookieTarget = document,
  place = currentPlace(),
): void {
  setConsentCookie(CONSENT_COOKIES.privacy, '', 0, doc, place);
  setConsentCookie(CONSENT_COOKIES.policyVersion, String(latestVersion), CONSENT_COOKIE_MAX_AGE_SECONDS, doc, place);
}
