import { DEFAULT_BRAND, isBrandId, type BrandId } from '@quickcheck/brands';
import {
  API_PATHS,
  DEFAULT_SESSION_INACTIVITY_MINUTES,
  PAGE_CONFIG_ELEMENT_ID,
  pageConfigSchema,
  type PageConfig,
} from '@quickcheck/contracts';

const DEFAULT_SESSION_EXPIRY_MINUTES = 1440;

export const DEFAULT_TECHNICAL_ERROR = {
  heading: 'Oops, something went wrong',
  body: 'You can try QuickCheck again later or go to our homepage.',
} as const;

/** Used when no server wrote the page (Vite dev server, tests): the brand then comes from `?partner=`. */
export function defaultPageConfig(location: Pick<Location, 'search' | 'origin'>): PageConfig {
  const partner = new URLSearchParams(location.search).get('partner')?.toLowerCase();
  return {
    brand: isBrandId(partner) ? partner : DEFAULT_BRAND,
    orchestration: { baseUrl: '/api', paths: { ...API_PATHS } },
    sessionExpiryMinutes: DEFAULT_SESSION_EXPIRY_MINUTES,
    sessionInactivityMinutes: DEFAULT_SESSION_INACTIVITY_MINUTES,
    technicalErrorBrands: [],
    technicalError: { ...DEFAULT_TECHNICAL_ERROR },
    agreementOrigin: location.origin,
  };
}

/** Reads the server's JSON block; a missing or malformed block falls back to the defaults. */
export function readPageConfig(doc: Document = document, location: Location = window.location): PageConfig {
  const text = doc.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return defaultPageConfig(location);
  try {
    const parsed = pageConfigSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('Page config is malformed; using defaults', parsed.error.issues);
  } catch {
    console.warn('Page config is not JSON; using defaults');
  }
  return defaultPageConfig(location);
}

/** An unknown brand falls back to the default brand (spec §1). */
export function brandOf(config: Pick<PageConfig, 'brand'>): BrandId {
  return isBrandId(config.brand) ? config.brand : DEFAULT_BRAND;
}

export function isTechnicalErrorBrand(config: PageConfig): boolean {
  return config.technicalErrorBrands.includes(config.brand);
}
