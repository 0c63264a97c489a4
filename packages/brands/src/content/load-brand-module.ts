import { BRAND_IDS, type BrandId } from '../brand-ids.ts';
import { brandTable } from '../records/brand-records.ts';
import type { BrandModule } from './brand-module.ts';
import { brandModuleOf } from './brand-module-of.ts';

/**
 * The source a brand's lazy chunk is built from, as a build manifest names it: the id is the
 * first group. (scripts/check-first-load-budget.mjs, plain Node, restates it.)
 */
export const BRAND_CHUNK_SOURCE = /brands\/([a-z]+)-brand-logo\.ts$/;

export type BrandModuleLoaders = Record<BrandId, () => Promise<{ brandModule: BrandModule }>>;

/**
 * One lazy load per brand, read off the records: each fetches only that brand's logo chunk
 * (the record's `logo` import), so a visitor downloads no other brand's artwork.
 */
export const BRAND_MODULE_LOADERS: BrandModuleLoaders = /* @__PURE__ */ brandTable(
  (record) => () => record.logo().then(({ logo }) => ({ brandModule: brandModuleOf(record, logo) })),
);

/** One brand's module (tests, and code that may wait for it). */
export async function loadBrandModule(id: BrandId): Promise<BrandModule> {
  return (await BRAND_MODULE_LOADERS[id]()).brandModule;
}

/**
 * Every brand's module at once, for the server and tests. The browser must not call this: it
 * loads one brand's module lazily (apps/web/src/common/brand/brand-loader.ts).
 */
export async function allBrandModules(): Promise<Record<BrandId, BrandModule>> {
  const modules = await Promise.all(BRAND_IDS.map(loadBrandModule));
  return Object.fromEntries(modules.map((module) => [module.id, module])) as Record<BrandId, BrandModule>;
}
