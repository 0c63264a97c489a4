import { DEFAULT_BRAND, type BrandContent, type BrandId, type BrandModule } from '@quickcheck/brands';
import { use } from 'react';

type Loader = () => Promise<{ brandModule: BrandModule }>;

// One import per brand, written out so the bundler makes one small chunk each: the same
// chunks the app shell loads for the footer, so a result page usually finds them cached.
const LOADERS: Record<BrandId, Loader> = {
  quickcheck: () => import('@quickcheck/brands/modules/quickcheck-brand'),
  luma: () => import('@quickcheck/brands/modules/luma-brand'),
  very: () => import('@quickcheck/brands/modules/very-brand'),
  littlewoods: () => import('@quickcheck/brands/modules/littlewoods-brand'),
  ocean: () => import('@quickcheck/brands/modules/ocean-brand'),
  thinkmoney: () => import('@quickcheck/brands/modules/thinkmoney-brand'),
  postoffice: () => import('@quickcheck/brands/modules/postoffice-brand'),
  asos: () => import('@quickcheck/brands/modules/asos-brand'),
};

const loading = new Map<BrandId, Promise<BrandContent>>();
// Content already in hand renders at once, without a suspended frame and a spinner flash.
const loaded = new Map<BrandId, BrandContent>();

/** Spec §7: a brand chunk that fails to load falls back to the default brand's content. */
export function loadBrandContent(brand: BrandId): Promise<BrandContent> {
  let promise = loading.get(brand);
  if (!promise) {
    promise = LOADERS[brand]()
      .catch((error: unknown) => {
        if (brand === DEFAULT_BRAND) throw error;
        console.warn(`Brand content for ${brand} failed to load; using the default brand`);
        return LOADERS[DEFAULT_BRAND]();
      })
      .then(({ brandModule }) => {
        loaded.set(brand, brandModule.content);
        return brandModule.content;
      });
    loading.set(brand, promise);
  }
  return promise;
}

/** The brand's contact, homepage and money-advice links; suspends until its chunk is in. */
export function useBrandContent(brand: BrandId): BrandContent {
  return loaded.get(brand) ?? use(loadBrandContent(brand));
}
