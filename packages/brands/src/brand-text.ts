import type { BrandId } from './brand-ids.ts';
import type { BrandText } from './records/brand-record.ts';
import { brandTable } from './records/brand-records.ts';

/**
 * Head content per brand (a view of the brand records, brands/<id>-brand.ts).
 */
export const BRAND_TEXT: Record<BrandId, BrandText> = /* @__PURE__ */ brandTable((record) => record.text);
