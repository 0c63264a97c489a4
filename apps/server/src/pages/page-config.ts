import { brandsWhere } from '@quickcheck/brands';
import { API_BASE_URL, API_PATHS, DEFAULT_TECHNICAL_ERROR, type PageConfig } from '@quickcheck/contracts';
import type { ServerConfig } from '../config/env.ts';
import type { Site } from '../journey/site.ts';

/** Brands whose card can be used before it arrives (docs/product/overview.md#brand-groups-and-flags 'the brand qualifies'). */
export const INSTANT_ISSUANCE_BRANDS = brandsWhere((record) => record.features.instantIssuance);

/** The explicit public subset of the server's settings that a page may see. */
export function pageConfigFor(
  { brand, origin }: Site,
  config: Pick<ServerConfig, 'sessionExpiryMinutes' | 'sessionInactivityMinutes' | 'technicalErrorBrands'> &
    Partial<Pick<ServerConfig, 'instantIssuance' | 'downstreamVersion' | 'cookieConsent'>>,
  /** Whether this server sends e-mail: without it no page offers to save a check for later. */
  { sendsMail = true }: { sendsMail?: boolean } = {},
): PageConfig {
  return {
    brand,
    orchestration: { baseUrl: API_BASE_URL, paths: { ...API_PATHS } },
    sessionExpiryMinutes: config.sessionExpiryMinutes,
    sessionInactivityMinutes: config.sessionInactivityMinutes,
    technicalErrorBrands: [...config.technicalErrorBrands],
    technicalError: { ...DEFAULT_TECHNICAL_ERROR },
    // The agreement is on the visitor's own origin, as the result's agreementUrl is.
    agreementOrigin: origin,
    instantIssuance: {
      enabled: (config.instantIssuance ?? 'brands') !== 'off',
      fullRollout: config.instantIssuance === 'full',
      brands: [...INSTANT_ISSUANCE_BRANDS],
    },
    downstreamVersion: config.downstreamVersion ?? false,
    saveForLater: sendsMail,
    ...(config.cookieConsent ? { cookieConsent: cookieConsentFor(config.cookieConsent) } : {}),
  };
}

function cookieConsentFor(settings: ServerConfig['cookieConsent']): NonNullable<PageConfig['cookieConsent']> {
  return {
    latestPolicyVersion: settings.latestPolicyVersion,
    ...(settings.noticePoptime === undefined ? {} : { noticePoptime: settings.noticePoptime }),
    fullPageBrands: [...settings.fullPageBrands],
    fullPagePaths: [...settings.fullPagePaths],
  };
}
