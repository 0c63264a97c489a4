import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from './brand-ids.ts';
import { resolveBrand } from './resolve-brand.ts';

describe('brand resolution (CONTRACT §3)', () => {
  it.each(BRAND_IDS)('takes ?partner=%s on localhost', (id) => {
    expect(resolveBrand('localhost:3000', id)).toBe(id);
    expect(resolveBrand('127.0.0.1:3100', id.toUpperCase())).toBe(id);
  });

  it('falls back to the default brand for an unknown or missing partner on localhost', () => {
    expect(resolveBrand('localhost:3000', 'nobody')).toBe('quickcheck');
    expect(resolveBrand('localhost', undefined)).toBe('quickcheck');
    expect(resolveBrand('localhost', '')).toBe('quickcheck');
  });

  it('takes the host-name prefix before the first hyphen elsewhere', () => {
    expect(resolveBrand('very-quickcheck.example.co.uk', null)).toBe('very');
    expect(resolveBrand('POSTOFFICE-quickcheck.example.co.uk:443', null)).toBe('postoffice');
    expect(resolveBrand('asos-eligibility-check.example.com', null)).toBe('asos');
  });

  it('ignores ?partner= away from localhost, so a link cannot rebrand a live site', () => {
    expect(resolveBrand('very-quickcheck.example.co.uk', 'asos')).toBe('very');
    expect(resolveBrand('www.quickcheck.example.co.uk', 'asos')).toBe('quickcheck');
  });

  it('gives the default brand for unknown prefixes, hosts without a hyphen and no host', () => {
    expect(resolveBrand('nobody-quickcheck.example.co.uk', null)).toBe('quickcheck');
    expect(resolveBrand('quickcheck.example.co.uk', null)).toBe('quickcheck');
    expect(resolveBrand(undefined, 'very')).toBe('quickcheck');
  });
});
