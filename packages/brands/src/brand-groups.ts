import { DEFAULT_BRAND, type BrandId } from './brand-ids.ts';
import { brandsWhere } from './records/brand-records.ts';

/** docs/product/overview.md#brand-groups-and-flags brand groups: views of the brand records. */
export const CORE_CARD_BRANDS = /* @__PURE__ */ brandsWhere((record) => record.groups.coreCard);
export const PRODUCT_SPECIFIC_BRANDS = /* @__PURE__ */ brandsWhere((record) => record.groups.productSpecific);
export const HOME_SHOPPING_BRANDS = /* @__PURE__ */ brandsWhere((record) => record.groups.homeShopping);

/** Comparison sites that have logos (docs/product/overview.md). */
export const AGGREGATOR_CODES = ['MSM', 'CLRS', 'TOTM', 'CTM', 'USWC', 'MCU', 'EXPR', 'CK'] as const;
/** The wider comparison-site set (docs/product/overview.md#brand-groups-and-flags). */
export const COMPARISON_SITE_CODES = [...AGGREGATOR_CODES, 'MSE', 'CCC'] as const;

export function isComparisonSite(partnerCode: string | undefined): boolean {
  return !!partnerCode && (COMPARISON_SITE_CODES as readonly string[]).includes(partnerCode.toUpperCase());
}

/**
 * docs/product/journey.md: the agreement link names the product (`p`, the quotation's CCS code) for a partner
 * brand's visitor and a comparison site's, whichever way the visitor reaches the offer.
 */
export function agreementNamesProduct(brand: BrandId, consumerName: string | undefined): boolean {
  return brand !== DEFAULT_BRAND || isComparisonSite(consumerName);
}

/**
 * docs/product/overview.md#brand-groups-and-flags: true when the brand is product-specific or the visitor came from a
 * comparison site; marketing permissions are then forced to 'false'.
 */
export function isProductSpecific(brand: BrandId, partnerCode?: string): boolean {
  return PRODUCT_SPECIFIC_BRANDS.includes(brand) || isComparisonSite(partnerCode);
}

export interface PermissionsContext {
  brand: BrandId;
  /** The form data's consumer name: a comparison site's code for aggregator journeys. */
  consumerName: string;
  /** Editing a stored quotation (edit mode). */
  editing: boolean;
}

/**
 * docs/product/validation.md: the product-specific flag, and (separately stated) partner-aggregator edits, force
 * the marketing and future-soft-search permissions to 'false'. The server enforces it on what it
 * stores; the browser runs the same rule so it does not ask (docs/decisions/006).
 */
export function permissionsWithheld({ brand, consumerName, editing }: PermissionsContext): boolean {
  return isProductSpecific(brand, consumerName) || (editing && isComparisonSite(consumerName));
}
