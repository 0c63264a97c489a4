import { record as asos } from './asos-brand.ts';
import { record as littlewoods } from './littlewoods-brand.ts';
import { record as luma } from './luma-brand.ts';
import { record as ocean } from './ocean-brand.ts';
import { record as postoffice } from './postoffice-brand.ts';
import { record as quickcheck } from './quickcheck-brand.ts';
import { record as thinkmoney } from './thinkmoney-brand.ts';
import { record as very } from './very-brand.ts';

/**
 * The brands a visitor can meet (CONTRACT §3), the default first: every brand table, token
 * sheet and loader is read off these records (docs/decisions/029).
 */
export const BRAND_LIST = [quickcheck, luma, very, littlewoods, ocean, thinkmoney, postoffice, asos] as const;
