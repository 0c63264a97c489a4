import { describe, expect, it } from 'vitest';
import { AGGREGATOR_CODES } from '../brand-groups.ts';
import { logoSvg } from '../logo/logo-svg.ts';
import { contrastRatio } from '../tokens/brand-tokens.ts';
import { AGGREGATOR_WORDMARKS } from './aggregator-wordmarks.ts';

describe('comparison-site wordmarks (docs/product/overview.md)', () => {
  it('draws one for every aggregator code that has a logo, each with its own id and name', () => {
    expect(Object.keys(AGGREGATOR_WORDMARKS).sort()).toEqual([...AGGREGATOR_CODES].sort());
    const wordmarks = Object.values(AGGREGATOR_WORDMARKS);
    expect(new Set(wordmarks.map((logo) => logo.id)).size).toBe(AGGREGATOR_CODES.length);
    expect(new Set(wordmarks.map((logo) => logo.label)).size).toBe(AGGREGATOR_CODES.length);
  });

  it.each(AGGREGATOR_CODES)('%s renders to a labelled SVG whose name reads clearly on white', (code) => {
    const logo = AGGREGATOR_WORDMARKS[code];
    expect(logoSvg(logo)).toContain(`aria-label="${logo.label}"`);
    expect(contrastRatio(logo.colours.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
