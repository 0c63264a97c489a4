import { describe, expect, it } from 'vitest';
import { BRAND_TEXT } from './brand-text.ts';
import { withArticle } from './with-article.ts';

describe('withArticle', () => {
  it('puts an before a vowel and a before a consonant, whatever the case', () => {
    expect(withArticle('Ocean')).toBe('an Ocean');
    expect(withArticle('atelier Style')).toBe('an atelier Style');
    expect(withArticle('Luma')).toBe('a Luma');
  });

  it('is the rule of every brand’s page description', () => {
    expect(BRAND_TEXT.ocean.pageDescription).toContain('for an Ocean credit card');
    expect(BRAND_TEXT.asos.pageDescription).toContain('for an Atelier Style credit card');
    expect(BRAND_TEXT.very.pageDescription).toContain('for a Verily credit card');
  });
});
