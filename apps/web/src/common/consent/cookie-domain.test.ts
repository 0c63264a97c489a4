import { describe, expect, it } from 'vitest';
import { cookieDomainFor } from './cookie-domain.ts';

describe('cookieDomainFor (docs/product/constants.md cookie scope)', () => {
  it.each([
    ['very-quickcheck.example.co.uk', 'example.co.uk'],
    ['www.quickcheck.example.co.uk', 'example.co.uk'],
    ['example.co.uk', 'example.co.uk'],
    ['quickcheck.example.com', 'example.com'],
    ['a.b.quickcheck.example.com', 'example.com'],
    ['example.com', 'example.com'],
    ['QuickCheck.Example.COM.', 'example.com'],
    ['localhost', undefined],
    ['app.localhost', undefined],
    ['127.0.0.1', undefined],
    ['::1', undefined],
  ])('%s → %s', (hostname, domain) => {
    expect(cookieDomainFor(hostname)).toBe(domain);
  });
});
