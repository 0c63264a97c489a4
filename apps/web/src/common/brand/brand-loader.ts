import {
  BRAND_MODULE_LOADERS,
  DEFAULT_BRAND,
  type BrandId,
  type BrandModule,
  type BrandModuleLoaders,
} from '@quickcheck/brands';
import { importLazily } from '../lazy/lazy-import.ts';

export type BrandLoaders = BrandModuleLoaders;

/**
 * One lazy chunk per brand, read off the brand records: the first-load bundle carries no brand's
 * logo, and a visitor downloads only their own brand's (plus the default's if theirs fails).
 */
export const BRAND_LOADERS: BrandLoaders = BRAND_MODULE_LOADERS;

/** The brand module, or undefined when neither the brand's chunk nor the default's could load. */
export type LoadedBrand = BrandModule | undefined;

export interface BrandLoader {
  /**
   * Loads once per brand and page; a failure falls back to the default brand. Each failure is
   * reported once, to the first onError the loader is given (the app shell's), even when a
   * feature that passes none (it only wants the brand's words) started the load.
   */
  load(brand: BrandId, onError?: (error: Error) => void): Promise<LoadedBrand>;
  /** What an earlier load settled on, so a remounted component draws it at once without a flash. */
  peek(brand: BrandId): LoadedBrand | 'loading';
}

export function createBrandLoader(loaders: BrandLoaders = BRAND_LOADERS): BrandLoader {
  const pending = new Map<BrandId, Promise<LoadedBrand>>();
  const settled = new Map<BrandId, LoadedBrand>();
  // Who hears about failures, and those that happened before anyone listened.
  let listener: ((error: Error) => void) | undefined;
  const unreported: Error[] = [];

  function fail(error: Error): void {
    if (listener) listener(error);
    else unreported.push(error);
  }

  async function loadWithFallback(brand: BrandId): Promise<LoadedBrand> {
    try {
      return (await importLazily(loaders[brand])).brandModule;
    } catch (cause) {
      fail(new Error(`Brand "${brand}" failed to load: ${String(cause)}`, { cause }));
      if (brand === DEFAULT_BRAND) return undefined;
      return loadOnce(DEFAULT_BRAND);
    }
  }

  function loadOnce(brand: BrandId): Promise<LoadedBrand> {
    let promise = pending.get(brand);
    if (!promise) {
      promise = loadWithFallback(brand).then((loaded) => {
        settled.set(brand, loaded);
        return loaded;
      });
      pending.set(brand, promise);
    }
    return promise;
  }

  function load(brand: BrandId, onError?: (error: Error) => void): Promise<LoadedBrand> {
    if (onError && !listener) {
      listener = onError;
      for (const error of unreported.splice(0)) onError(error);
    }
    return loadOnce(brand);
  }

  return { load, peek: (brand) => (settled.has(brand) ? settled.get(brand) : 'loading') };
}

/** The page's loader: one per page load, shared by the app shell and every feature that needs brand words. */
export const brandLoader = createBrandLoader();
