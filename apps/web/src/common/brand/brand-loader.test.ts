import { BRAND_IDS } from '@quickcheck/brands';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_LOADERS, createBrandLoader, type BrandLoaders } from './brand-loader.ts';

const failing = (loaders: Partial<BrandLoaders>): BrandLoaders => ({ ...BRAND_LOADERS, ...loaders });
// Not the stale-chunk message (that one reloads the page first: common/lazy/lazy-import.test.ts).
const chunkError = () => Promise.reject(new TypeError('Load failed'));

describe('brand chunks', () => {
  it.each(BRAND_IDS)('loads %s from its own chunk', async (id) => {
    const module = await createBrandLoader().load(id, () => undefined);
    expect(module?.id).toBe(id);
  });

  it('reports a failed chunk and falls back to the default brand', async () => {
    const onError = vi.fn();
    const loader = createBrandLoader(failing({ very: chunkError }));
    const module = await loader.load('very', onError);
    expect(module?.id).toBe('quickcheck');
    expect(module?.logo.label).toBe('QuickCheck logo');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]?.[0])).toContain('Brand "very" failed to load');
    expect(loader.peek('very')).toBe(module);
  });

  it('gives undefined when the default brand cannot load either', async () => {
    const onError = vi.fn();
    const loader = createBrandLoader(failing({ asos: chunkError, quickcheck: chunkError }));
    expect(await loader.load('asos', onError)).toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('reports a failure to the first caller that listens, even when another started the load', async () => {
    const onError = vi.fn();
    const loader = createBrandLoader(failing({ very: chunkError }));
    const module = await loader.load('very');
    expect(module?.id).toBe('quickcheck');
    expect(await loader.load('very', onError)).toBe(module);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]?.[0])).toContain('Brand "very" failed to load');
    const later = vi.fn();
    await loader.load('very', later);
    expect(later).not.toHaveBeenCalled();
  });

  it('loads each brand once however many shells ask', async () => {
    const very = vi.fn(BRAND_LOADERS.very);
    const loader = createBrandLoader(failing({ very }));
    expect(loader.peek('very')).toBe('loading');
    await Promise.all([loader.load('very', () => undefined), loader.load('very', () => undefined)]);
    expect(very).toHaveBeenCalledTimes(1);
  });
});
