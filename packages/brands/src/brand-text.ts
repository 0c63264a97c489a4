import type { BrandId } from './brand-ids.ts';
import type { BrandText } from './records/brand-record.ts';
import { brandTable } from './records/brand-records.ts';

/**
 * Head content per brand (a view of the brand records). The rest of each brand's words live in
 * its lazy module (modules/<id>-brand.ts).
 */
export const BRAND_TEXT: Record<BrandId, BrandText> = brandTable((record) => record.text);
