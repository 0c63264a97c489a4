import type { BrandContent, BrandId } from '@quickcheck/brands';
import { use } from 'react';
import { brandLoader } from '../../../common/brand/brand-loader.ts';

// The same page-wide loader (and brand chunks) as the app shell's header and footer, so a result
// page usually finds its brand already loaded. One promise per brand keeps `use` from re-suspending.
const contents = new Map<BrandId, Promise<BrandContent>>();

/** docs/product/calls-and-errors.md#calls: a brand chunk that fails to load falls back to the default brand's content. */
export function loadBrandContent(brand: BrandId): Promise<BrandContent> {
  let promise = contents.get(brand);
  if (!promise) {
    // No onError: the app shell reports a failed chunk; here it only means the default's words.
    promise = brandLoader.load(brand).then((module) => {
      if (!module) throw new Error(`Brand content for ${brand} failed to load, and so did the default brand's`);
      if (module.id !== brand) console.warn(`Brand content for ${brand} failed to load; using the default brand`);
      return module.content;
    });
    contents.set(brand, promise);
  }
  return promise;
}

/** The brand's contact, homepage and money-advice links; suspends until its chunk is in. */
export function useBrandContent(brand: BrandId): BrandContent {
  // Content already in hand renders at once, without a suspended frame and a spinner flash.
  const loaded = brandLoader.peek(brand);
  return loaded && loaded !== 'loading' ? loaded.content : use(loadBrandContent(brand));
}
