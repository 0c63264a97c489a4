import { TNT_ID_PATTERN } from '@quickcheck/contracts';
import { readCookie } from '../../shared/consent/consent-levels.ts';

/** The first-party tracking id of the experiments (spec §7 call 6 'tracking cookie'). */
export const TRACKING_COOKIE = 'qc_tnt';
/** Spec §9: cookies live one year. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's tracking id, if a well-formed one is set. */
export function readTrackingId(cookies: string = document.cookie): string | undefined {
  const value = readCookie(cookies, TRACKING_COOKIE);
  return value !== undefined && TNT_ID_PATTERN.test(value) ? value : undefined;
}

const secure = () => (window.location.protocol === 'https:' ? '; Secure' : '');

export function writeTrackingId(tntId: string): void {
  document.cookie = `${TRACKING_COOKIE}=${tntId}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure()}`;
}

export function forgetTrackingId(): void {
  document.cookie = `${TRACKING_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`;
}
