import { describe, expect, it } from 'vitest';
import { footerContent, withSParameter } from './brand-footer.ts';
import { loadBrandModule } from '../content/load-brand-module.ts';

const quickcheck = await loadBrandModule('quickcheck');

describe('the s parameter on footer links (docs/product/screens.md)', () => {
  it('leaves the link alone when the visitor came without one', () => {
    expect(withSParameter('https://www.quickcheck.example/legal', undefined)).toBe(
      'https://www.quickcheck.example/legal',
    );
    expect(withSParameter('https://www.quickcheck.example/legal', '  ')).toBe('https://www.quickcheck.example/legal');
  });

  it('appends it, encoded, keeping any query and fragment the link already has', () => {
    expect(withSParameter('https://www.quickcheck.example/legal', 'AbCdEfGhVND')).toBe(
      'https://www.quickcheck.example/legal?s=AbCdEfGhVND',
    );
    expect(withSParameter('https://www.quickcheck.example/cookies?lang=en#top', 'a b&c')).toBe(
      'https://www.quickcheck.example/cookies?lang=en&s=a%20b%26c#top',
    );
  });

  it('builds the copyright line from the current year', () => {
    const footer = footerContent(quickcheck.footer, { year: 2031, s: 'SRC' });
    expect(footer.copyright).toMatch(/^© 2031 QuickCheck Financial Services Limited\./);
    expect(footer.links.every((link) => link.url.endsWith('?s=SRC'))).toBe(true);
  });
});
