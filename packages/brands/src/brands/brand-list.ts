import { BRAND_FILE_RECORDS } from '#brand-files';
import type { BrandRecord } from '../records/brand-record.ts';
import type { BrandId } from '../records/brand-registry.ts';

/**
 * The brands a visitor can meet (docs/product/contract.md#brands): every `<id>-brand.ts` record in this folder, found
 * there rather than listed, in the files' order (by id). Every brand table, token sheet and
 * loader is read off these records (docs/decisions/029).
 */
export const BRAND_LIST = BRAND_FILE_RECORDS as readonly BrandRecord<BrandId>[];
