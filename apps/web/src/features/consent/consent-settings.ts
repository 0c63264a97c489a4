import type { PageConfig } from '@quickcheck/contracts';
import { DEFAULT_NOTICE_POPTIME } from '../../common/consent/consent-cookies.ts';
import {
  expireOutdatedConsent,
  parseLatestPolicyVersion,
  savedConsentState,
} from '../../common/consent/policy-version.ts';

export interface ConsentSettings {
  /** docs/product/calls-and-errors.md#calls: the page supplies the latest policy version as a promise (here, from the page config). */
  latestPolicyVersion: Promise<unknown>;
  /** docs/product/data.md notice_poptime. */
  popTime: number;
  /** Ask with the full-page variant, which cannot be dismissed, instead of the bottom banner. */
  fullPage: boolean;
}

/** What the server's page config says about consent on this brand and path (README 'Cookie consent'). */
export function consentSettingsFor(config: PageConfig, pathname: string): ConsentSettings {
  const settings = config.cookieConsent;
  return {
    latestPolicyVersion: Promise.resolve(settings?.latestPolicyVersion),
    popTime: settings?.noticePoptime ?? DEFAULT_NOTICE_POPTIME,
    fullPage: asksFullPage(config, pathname),
  };
}

function asksFullPage(config: PageConfig, pathname: string): boolean {
  const settings = config.cookieConsent;
  return settings ? settings.fullPageBrands.includes(config.brand) || settings.fullPagePaths.includes(pathname) : false;
}

/**
 * Whether the bottom banner is in the first paint (docs/product/journey.md 'shown': no choice that counts under the
 * latest policy). The server reads the request's cookies, the hydrating browser its own, so both
 * draw the same. The full-page variant is left to the browser, as is an invalid version (reported).
 */
export function bannerInFirstPaint(config: PageConfig, pathname: string, cookies: string): boolean {
  if (asksFullPage(config, pathname)) return false;
  try {
    const latest = parseLatestPolicyVersion(config.cookieConsent?.latestPolicyVersion);
    const { saved, outdated } = savedConsentState(latest, cookies);
    return saved === undefined || outdated;
  } catch {
    return false;
  }
}

/**
 * Runs before anything reads the choice (analytics, experiments): a choice made under an older
 * policy is expired at once. An invalid version is left to the banner, which reports it.
 */
export function expireOutdatedConsentOnLoad(config: PageConfig): void {
  try {
    expireOutdatedConsent(parseLatestPolicyVersion(config.cookieConsent?.latestPolicyVersion));
  } catch {
    // Reported through the consent event callback when the banner starts.
  }
}
