import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { createSiteResolver, isLoopbackHostname, siteUrl } from './site.ts';

const request = (host: string, query: Record<string, unknown> = {}, protocol = 'http') => ({ host, protocol, query });

describe('the site of a request in development (no origins configured)', () => {
  const siteOf = createSiteResolver(parseEnv({ PORT: '3000' }));

  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['LocalHost:3000', 'http://localhost:3000'],
  ])('links %s to itself, its brand from ?partner=', (host, origin) => {
    expect(siteOf(request(host, { partner: 'ocean' }))).toEqual({ brand: 'ocean', origin });
    expect(siteOf(request(host))).toEqual({ brand: 'quickcheck', origin });
  });

  it('takes a name under .localhost as a brand host on its own origin, ignoring ?partner=', () => {
    expect(siteOf(request('very-quickcheck.localhost:3000', { partner: 'asos' }))).toEqual({
      brand: 'very',
      origin: 'http://very-quickcheck.localhost:3000',
    });
    expect(siteOf(request('quickcheck.localhost:3000', {}, 'https'))).toEqual({
      brand: 'quickcheck',
      origin: 'https://quickcheck.localhost:3000',
    });
  });

  it('ignores a repeated ?partner=', () => {
    expect(siteOf(request('localhost:3000', { partner: ['ocean', 'luma'] })).brand).toBe('quickcheck');
  });

  it.each([
    'very-quickcheck.example.co.uk',
    'attacker.example',
    'localhost.attacker.example',
    'localhost@attacker.example',
    'localhost:3000/x',
    '',
  ])('answers %j, not a loopback host, with the default brand and its origin', (host) => {
    expect(siteOf(request(host, { partner: 'very' }))).toEqual({
      brand: 'quickcheck',
      origin: 'http://localhost:3000',
    });
  });
});

describe('the site of a request with origins configured', () => {
  const siteOf = createSiteResolver(
    parseEnv({
      PUBLIC_ORIGIN: 'https://quickcheck.example.co.uk',
      BRAND_ORIGINS:
        'very=https://very-quickcheck.example.co.uk, very=https://very-quickcheck.example.com,' +
        'luma=http://luma-quickcheck.localhost:3000',
    }),
  );

  it('answers a listed host with its listed origin, whatever the request came over', () => {
    expect(siteOf(request('very-quickcheck.example.co.uk'))).toEqual({
      brand: 'very',
      origin: 'https://very-quickcheck.example.co.uk',
    });
    expect(siteOf(request('VERY-quickcheck.example.com:443'))).toEqual({
      brand: 'very',
      origin: 'https://very-quickcheck.example.com',
    });
    expect(siteOf(request('luma-quickcheck.localhost:3000'))).toEqual({
      brand: 'luma',
      origin: 'http://luma-quickcheck.localhost:3000',
    });
    expect(siteOf(request('quickcheck.example.co.uk'))).toEqual({
      brand: 'quickcheck',
      origin: 'https://quickcheck.example.co.uk',
    });
  });

  it.each([
    'luma-quickcheck.example.co.uk',
    'very-quickcheck.example.co.uk:8443',
    'luma-quickcheck.localhost:3001',
    'asos-quickcheck.localhost:3000',
    'localhost:3000',
    '127.0.0.1:3000',
    'very-quickcheck.attacker.example',
  ])('answers the unlisted %s with the default brand and links to the default origin only', (host) => {
    expect(siteOf(request(host, { partner: 'very' }))).toEqual({
      brand: 'quickcheck',
      origin: 'https://quickcheck.example.co.uk',
    });
  });

  it('reads ?partner= on a listed localhost origin, as docs/product/contract.md#brands says', () => {
    const local = createSiteResolver(parseEnv({ PUBLIC_ORIGIN: 'http://localhost:3000' }));
    expect(local(request('localhost:3000', { partner: 'very' }))).toEqual({
      brand: 'very',
      origin: 'http://localhost:3000',
    });
  });
});

describe('isLoopbackHostname', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['very-quickcheck.localhost', true],
    ['localhost.example', false],
    ['127.0.0.2.example', false],
    ['example.co.uk', false],
  ])('%s → %s', (hostname, loopback) => expect(isLoopbackHostname(hostname)).toBe(loopback));
});

describe('siteUrl', () => {
  it('carries the brand with ?partner= only where the host does not name it', () => {
    expect(siteUrl('http://127.0.0.1:3000', '/agreement', { token: 't' }, 'very')).toBe(
      'http://127.0.0.1:3000/agreement?token=t&partner=very',
    );
    expect(siteUrl('http://localhost:3000', '/agreement', { token: 't' }, 'quickcheck')).toBe(
      'http://localhost:3000/agreement?token=t',
    );
    expect(siteUrl('https://very-quickcheck.example.co.uk', '/ob-landing', { quotation: 'q' }, 'very')).toBe(
      'https://very-quickcheck.example.co.uk/ob-landing?quotation=q',
    );
  });
});
