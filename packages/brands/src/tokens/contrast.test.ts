import { describe, expect, it } from 'vitest';
import { BRAND_TOKENS, contrastRatio, type BrandTokens } from './brand-tokens.ts';

type ColourToken = Exclude<keyof BrandTokens, 'fontFamily' | 'overlay'>;

/** Text on background pairs the components use: WCAG AA asks 4.5:1 for normal text. */
const TEXT_PAIRS: [ColourToken, ColourToken][] = [
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['text', 'brandTertiary'],
  ['textMuted', 'surface'],
  ['onBrand', 'brand'],
  ['onBrandSecondary', 'brandSecondary'],
  ['link', 'surface'],
  ['link', 'surfaceAlt'],
  ['linkHover', 'surface'],
  ['onFocus', 'focus'],
  ['error', 'surface'],
  ['error', 'errorSurface'],
  ['success', 'successSurface'],
  ['alert', 'alertSurface'],
];

const cases = Object.entries(BRAND_TOKENS).flatMap(([style, tokens]) =>
  TEXT_PAIRS.map(([foreground, background]) => ({ style, foreground, background, tokens })),
);

describe('brand colour contrast (WCAG 2.2 AA)', () => {
  it('computes the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(cases)('$style: $foreground on $background is at least 4.5:1', ({ tokens, foreground, background }) => {
    expect(contrastRatio(tokens[foreground], tokens[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(BRAND_TOKENS))('%s: input borders stand out from the surface (3:1)', (_style, tokens) => {
    expect(contrastRatio(tokens.border, tokens.surface)).toBeGreaterThanOrEqual(3);
  });
});
