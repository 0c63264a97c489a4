import { DEFAULT_BRAND, type BrandId, type BrandModule } from '@quickcheck/brands';

export type BrandLoaders = Record<BrandId, () => Promise<{ brandModule: BrandModule }>>;

/**
 * One lazy chunk per brand: the first-load bundle carries no brand's logo or words, and a
 * visitor downloads only their own brand's (plus the default's if theirs fails).
 */
export const BRAND_LOADERS: BrandLoaders = {
  quickcheck: () => import('@quickcheck/brands/modules/quickcheck-brand'),
  luma: () => import('@quickcheck/brands/modules/luma-brand'),
  very: () => import('@quickcheck/brands/modules/very-brand'),
  littlewoods: () => import('@quickcheck/brands/modules/littlewoods-brand'),
  ocean: () => import('@quickcheck/brands/modules/ocean-brand'),
  thinkmoney: () => import('@quickcheck/brands/modules/thinkmoney-brand'),
  postoffice: () => import('@quickcheck/brands/modules/postoffice-brand'),
  asos: () => import('@quickcheck/brands/modules/asos-brand'),
};

/** The brand module, or undefined when neither the brand's chunk nor the default's could load. */
export type LoadedBrand = BrandModule | undefined;

export interface BrandLoader {
  /** Loads once per brand and page; a failure is reported, then the default brand is used. */
  load(brand: BrandId, onError: (error: Error) => void): Promise<LoadedBrand>;
  /** What an earlier load settled on, so a remounted shell draws it at once without a flash. */
  peek(brand: BrandId): LoadedBrand | 'loading';
}

export function createBrandLoader(loaders: BrandLoaders = BRAND_LOADERS): BrandLoader {
  const pending = new Map<BrandId, Promise<LoadedBrand>>();
  const settled = new Map<BrandId, LoadedBrand>();

  async function loadWithFallback(brand: BrandId, onError: (error: Error) => void): Promise<LoadedBrand> {
    try {
      return (await loaders[brand]()).brandModule;
    } catch (cause) {
      onError(new Error(`Brand "${brand}" failed to load: ${String(cause)}`, { cause }));
      if (brand === DEFAULT_BRAND) return undefined;
      return load(DEFAULT_BRAND, onError);
    }
  }

  function load(brand: BrandId, onError: (error: Error) => void): Promise<LoadedBrand> {
    let promise = pending.get(brand);
    if (!promise) {
      promise = loadWithFallback(brand, onError).then((loaded) => {
        settled.set(brand, loaded);
        return loaded;
      });
      pending.set(brand, promise);
    }
    return promise;
  }

  return { load, peek: (brand) => (settled.has(brand) ? settled.get(brand) : 'loading') };
}

/** The page's loader: one per page load, shared by every shell that mounts. */
export const brandLoader = createBrandLoader();
