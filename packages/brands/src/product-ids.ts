import { HOME_SHOPPING_BRANDS } from './brand-groups.ts';
import type { BrandId } from './brand-ids.ts';

/** Spec §9 'Fixed product-reference constant: ten digits': the card product every other check is for. */
export const PRODUCT_REFERENCE = '4929170316';
/** Spec §2 and §9: the home-shopping brands' default product. */
export const HOME_SHOPPING_PRODUCT_ID = 'CCS83';

/** The product a submission names when the address gave none (`productId` / `p`): every submission names one. */
export function defaultProductId(brand: BrandId): string {
  return HOME_SHOPPING_BRANDS.includes(brand) ? HOME_SHOPPING_PRODUCT_ID : PRODUCT_REFERENCE;
}
