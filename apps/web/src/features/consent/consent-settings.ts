import type { PageConfig } from '@quickcheck/contracts';
import { DEFAULT_NOTICE_POPTIME } from '../../shared/consent/consent-cookies.ts';
import { expireOutdatedConsent, parseLatestPolicyVersion } from '../../shared/consent/policy-version.ts';

export interface ConsentSettings {
  /** Spec §7: the page supplies the latest policy version as a promise (here, from the page config). */
  latestPolicyVersion: Promise<unknown>;
  /** Spec §3 notice_poptime. */
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
    fullPage: settings
      ? settings.fullPageBrands.includes(config.brand) || settings.fullPagePaths.includes(pathname)
      : false,
  };
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
