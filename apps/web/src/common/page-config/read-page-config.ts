import { resolveBrand, type BrandId } from '@quickcheck/brands';
import {
  API_BASE_URL,
  API_PATHS,
  DEFAULT_SESSION_EXPIRY_MINUTES,
  DEFAULT_SESSION_INACTIVITY_MINUTES,
  DEFAULT_TECHNICAL_ERROR,
  PAGE_CONFIG_ELEMENT_ID,
  type PageConfig,
} from '@quickcheck/contracts';
import { isPageConfig } from './is-page-config.ts';

/** Used when no server wrote the page (Vite dev server, tests): the brand then comes from `?partner=`. */
export function defaultPageConfig(location: Pick<Location, 'search' | 'origin'>): PageConfig {
  const query = new URLSearchParams(location.search);
  const brand = resolveBrand(query.get('partner')?.toLowerCase());
  return {
    brand,
    orchestration: { baseUrl: API_BASE_URL, paths: { ...API_PATHS } },
    sessionExpiryMinutes: DEFAULT_SESSION_EXPIRY_MINUTES,
    sessionInactivityMinutes: DEFAULT_SESSION_INACTIVITY_MINUTES,
    technicalErrorBrands: [],
    technicalError: { ...DEFAULT_TECHNICAL_ERROR },
    agreementOrigin: location.origin,
    // No `journey`: only the server reads a query (decision 033), so such a page is on the brand's own.
  };
}

/**
 * Reads the server's JSON block; a missing or malformed block falls back to the defaults. Checked
 * by hand, not with the contract's zod schema: our own server wrote it, and zod would weigh on
 * the first load.
 */
export function readPageConfig(doc: Document = document, location: Location = window.location): PageConfig {
  const text = doc.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return defaultPageConfig(location);
  try {
    const parsed: unknown = JSON.parse(text);
    if (isPageConfig(parsed)) return parsed;
    console.warn('Page config is malformed; using defaults');
  } catch {
    console.warn('Page config is not JSON; using defaults');
  }
  return defaultPageConfig(location);
}

/** An unknown brand falls back to the default brand (docs/product/overview.md). */
export function brandOf(config: Pick<PageConfig, 'brand'>): BrandId {
  return resolveBrand(config.brand);
}

export function isTechnicalErrorBrand(config: PageConfig): boolean {
  return config.technicalErrorBrands.includes(config.brand);
}
