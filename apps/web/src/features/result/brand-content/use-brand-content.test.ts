import { describe, expect, it } from 'vitest';
import { brandLoader } from '../../../common/brand/brand-loader.ts';
import { loadBrandContent } from './use-brand-content.ts';

describe('brand content', () => {
  it("comes from the page's one brand loader, so the app shell's chunk is reused", async () => {
    const content = await loadBrandContent('very');
    const loaded = brandLoader.peek('very');
    expect(loaded).not.toBe('loading');
    expect(loaded && loaded !== 'loading' ? loaded.content : undefined).toBe(content);
    expect(loadBrandContent('very')).toBe(loadBrandContent('very'));
  });
});
