import { describe, expect, it } from 'vitest';
import { brandPreloadsFrom, lazyChunkAssetsFrom } from './brand-preloads.ts';

describe('brandPreloadsFrom', () => {
  it('maps each brand module to its chunk and its own imports, leaving out what the entry loads', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_partner.js': { file: 'assets/partner.js', imports: ['_shared.js'] },
      'src/brands/ocean-brand-logo.ts': { file: 'assets/ocean.js', imports: ['_partner.js', 'index.html'] },
      'src/brands/quickcheck-brand-logo.ts': { file: 'assets/quickcheck.js', imports: ['index.html'] },
      'src/brands/nobody-brand-logo.ts': { file: 'assets/nobody.js' },
    };
    expect(brandPreloadsFrom(JSON.stringify(manifest))).toEqual({
      ocean: ['/assets/ocean.js', '/assets/partner.js'],
      quickcheck: ['/assets/quickcheck.js'],
    });
  });

  it('gives no preloads for a missing or malformed manifest', () => {
    expect(brandPreloadsFrom('{}')).toEqual({});
    expect(brandPreloadsFrom('not json')).toEqual({});
  });
});

describe('lazyChunkAssetsFrom', () => {
  it("gives a drawn lazy module's own code and CSS, leaving out what the entry loads", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index.css'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      '_fields.js': { file: 'assets/fields.js', imports: ['_shared.js'], css: ['assets/fields.css'] },
      'src/stages.tsx': { file: 'assets/stages.js', imports: ['_fields.js', 'index.html'], css: ['assets/stages.css'] },
    };
    expect(lazyChunkAssetsFrom(JSON.stringify(manifest), ['src/stages.tsx'])).toEqual({
      modulePreloads: ['/assets/stages.js', '/assets/fields.js'],
      stylesheets: ['/assets/stages.css', '/assets/fields.css'],
    });
    expect(lazyChunkAssetsFrom('not json', ['src/stages.tsx'])).toEqual({ modulePreloads: [], stylesheets: [] });
  });
});
