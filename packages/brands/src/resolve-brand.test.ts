import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from './brand-ids.ts';
import { brandOfHost, resolveBrand } from './resolve-brand.ts';

describe('resolveBrand: the one default fallback (docs/product/overview.md)', () => {
  it.each(BRAND_IDS)('keeps the brand id %s', (id) => {
    expect(resolveBrand(id)).toBe(id);
  });

  it('gives the default brand for anything that names no brand', () => {
    for (const unknown of ['nobody', 'VERY', '', undefined, null, 3]) expect(resolveBrand(unknown)).toBe('quickcheck');
  });
});

describe('brand resolution (docs/product/contract.md#brands)', () => {
  it.each(BRAND_IDS)('takes ?partner=%s on localhost', (id) => {
    expect(brandOfHost('localhost:3000', id)).toBe(id);
    expect(brandOfHost('127.0.0.1:3100', id.toUpperCase())).toBe(id);
  });

  it('falls back to the default brand for an unknown or missing partner on localhost', () => {
    expect(brandOfHost('localhost:3000', 'nobody')).toBe('quickcheck');
    expect(brandOfHost('localhost', undefined)).toBe('quickcheck');
    expect(brandOfHost('localhost', '')).toBe('quickcheck');
  });

  it('takes the host-name prefix before the first hyphen elsewhere', () => {
    expect(brandOfHost('very-quickcheck.example.co.uk', null)).toBe('very');
    expect(brandOfHost('POSTOFFICE-quickcheck.example.co.uk:443', null)).toBe('postoffice');
    expect(brandOfHost('asos-eligibility-check.example.com', null)).toBe('asos');
  });

  it('ignores ?partner= away from localhost, so a link cannot rebrand a live site', () => {
    expect(brandOfHost('very-quickcheck.example.co.uk', 'asos')).toBe('very');
    expect(brandOfHost('www.quickcheck.example.co.uk', 'asos')).toBe('quickcheck');
  });

  it('gives the default brand for unknown prefixes, hosts without a hyphen and no host', () => {
    expect(brandOfHost('nobody-quickcheck.example.co.uk', null)).toBe('quickcheck');
    expect(brandOfHost('quickcheck.example.co.uk', null)).toBe('quickcheck');
    expect(brandOfHost(undefined, 'very')).toBe('quickcheck');
  });
});
