import type { BrandId } from './brand-ids.ts';
import { BRAND_RECORDS } from './records/brand-records.ts';

export { HOME_SHOPPING_PRODUCT_ID, PRODUCT_REFERENCE } from './records/brand-records.ts';

/** The product a submission names when the address gave none (`productId` / `p`): every submission names one. */
export function defaultProductId(brand: BrandId): string {
  return BRAND_RECORDS[brand].defaultProductId;
}
