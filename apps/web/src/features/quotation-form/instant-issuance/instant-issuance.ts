import { brandsWhere, type BrandId } from '@quickcheck/brands';

/** The page config's optional `instantIssuance` setting; the client default until the server sends one. */
export interface InstantIssuanceConfig {
  enabled: boolean;
  fullRollout: boolean;
  brands: readonly string[];
}

/** Until the server writes the setting: on, for the provider's own brand only. */
export const DEFAULT_INSTANT_ISSUANCE: InstantIssuanceConfig = {
  enabled: true,
  fullRollout: false,
  brands: brandsWhere((record) => record.features.instantIssuance),
};

export interface DeviceSignals {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS reports a desktop Mac user agent but touch points. */
  maxTouchPoints: number;
  /** matchMedia('(pointer: coarse)'). */
  coarsePointer: boolean;
  viewportWidth: number;
}

/** Below the spec's 768 px breakpoint a touch-first screen is a phone, above it a tablet. */
const PHONE_MAX_WIDTH = 767;

/**
 * What the user agent alone says: a phone, a tablet, or undefined when only the screen can tell.
 * The server reads the request's, so the page it draws matches the browser's on most devices.
 */
export function phoneByUserAgent(userAgent: string): boolean | undefined {
  const ua = userAgent.toLowerCase();
  if (/ipad|tablet|kindle|silk|playbook/.test(ua)) return false;
  if (/android/.test(ua) && !/mobile/.test(ua)) return false;
  if (/iphone|ipod|windows phone|android.*mobile|mobile.*firefox/.test(ua)) return true;
  return undefined;
}

/** docs/product/overview.md#brand-groups-and-flags: instant issuance is for phones, not tablets. User agent first, then pointer and width. */
export function isPhone({ userAgent, maxTouchPoints, coarsePointer, viewportWidth }: DeviceSignals): boolean {
  // iPadOS reports a desktop Mac user agent, but touch points.
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return false;
  return phoneByUserAgent(userAgent) ?? (coarsePointer && viewportWidth <= PHONE_MAX_WIDTH);
}

export interface InstantIssuanceInput {
  config: InstantIssuanceConfig;
  brand: BrandId;
  phone: boolean;
  editing: boolean;
}

/** docs/product/overview.md#brand-groups-and-flags: the flag on, a phone not a tablet, and either full rollout or a qualifying brand outside edit mode. */
export function isInstantIssuanceEnabled({ config, brand, phone, editing }: InstantIssuanceInput): boolean {
  if (!config.enabled || !phone) return false;
  return config.fullRollout || (config.brands.includes(brand) && !editing);
}

/** The browser's own signals; a server-less render (tests without matchMedia) counts as not a phone. */
export function currentDevice(): DeviceSignals {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    coarsePointer: coarse,
    viewportWidth: window.innerWidth,
  };
}
