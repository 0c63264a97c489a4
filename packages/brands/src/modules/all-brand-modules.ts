import type { BrandId } from '../brand-ids.ts';
import type { BrandModule } from '../content/brand-module.ts';
import { brandModule as asos } from './asos-brand.ts';
import { brandModule as littlewoods } from './littlewoods-brand.ts';
import { brandModule as luma } from './luma-brand.ts';
import { brandModule as ocean } from './ocean-brand.ts';
import { brandModule as postoffice } from './postoffice-brand.ts';
import { brandModule as quickcheck } from './quickcheck-brand.ts';
import { brandModule as thinkmoney } from './thinkmoney-brand.ts';
import { brandModule as very } from './very-brand.ts';

/**
 * Every brand's module at once, for the server and tests. The browser must not import this:
 * it loads one brand's module lazily (apps/web/src/shared/brand/brand-loader.ts).
 */
export const ALL_BRAND_MODULES: Record<BrandId, BrandModule> = {
  quickcheck,
  luma,
  very,
  littlewoods,
  ocean,
  thinkmoney,
  postoffice,
  asos,
};
