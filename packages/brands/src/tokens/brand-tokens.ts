import { DESIGN_SYSTEM_STYLE_IDS, type DesignSystemStyleId, type StyleId } from '../brand-ids.ts';
import { brandTable } from '../records/brand-records.ts';
import type { BrandPalette } from './brand-palette.ts';

export type { BrandPalette } from './brand-palette.ts';

/**
 * Semantic colour and font tokens (DESIGN.md: brands set semantic tokens only).
 * Components read the CSS variables these become; none of them holds a colour.
 * Every pair used as text on a background meets WCAG AA (checked in contrast.test.ts).
 */
export interface BrandTokens {
  brand: string;
  onBrand: string;
  brandSecondary: string;
  onBrandSecondary: string;
  brandTertiary: string;
  text: string;
  textMuted: string;
  surface: string;
  surfaceAlt: string;
  border: string;
  link: string;
  linkHover: string;
  focus: string;
  onFocus: string;
  error: string;
  errorSurface: string;
  success: string;
  successSurface: string;
  alert: string;
  alertSurface: string;
  /** The dimmed page behind a modal. */
  overlay: string;
  fontFamily: string;
}

/** A brand's own colours (written in its record); every other token is shared. */

/** Arial is the white-label theme's font (docs/product/constants.md); the default brand overrides it with Barlow. */
const WHITE_LABEL_FONT = 'Arial, Helvetica, sans-serif';

const base: Omit<BrandTokens, keyof BrandPalette | 'onBrand'> = {
  text: '#1d1d1f',
  textMuted: '#4a4a4f',
  surface: '#ffffff',
  surfaceAlt: '#f4f4f6',
  border: '#6b6b73',
  focus: '#ffbf47',
  onFocus: '#1d1d1f',
  error: '#b3261e',
  errorSurface: '#fdecea',
  success: '#136f2d',
  successSurface: '#e8f5ec',
  alert: '#8a4b00',
  alertSurface: '#fff4e0',
  overlay: 'rgba(29, 29, 31, 0.6)',
  fontFamily: WHITE_LABEL_FONT,
};

/** A style's full token set: the shared tokens with its own colours (and font, where it has one). */
export function tokensOf(colours: BrandPalette, fontFamily = WHITE_LABEL_FONT): BrandTokens {
  return {
    ...base,
    fontFamily,
    brand: colours.brand,
    onBrand: '#ffffff',
    brandSecondary: colours.brandSecondary,
    onBrandSecondary: colours.onBrandSecondary ?? '#ffffff',
    brandTertiary: colours.brandTertiary,
    link: colours.link,
    linkHover: colours.linkHover,
  };
}

/** The design system's catalogue-only styles: no brand record, so their colours live here. */
const DESIGN_SYSTEM_COLOURS: Record<DesignSystemStyleId, BrandPalette> = {
  agent: {
    brand: '#3d4b5c',
    brandSecondary: '#56677b',
    brandTertiary: '#eef1f4',
    link: '#3d4b5c',
    linkHover: '#28323e',
  },
  retail: {
    brand: '#7a3e00',
    brandSecondary: '#9c5208',
    brandTertiary: '#fbefe2',
    link: '#7a3e00',
    linkHover: '#532a00',
  },
  'money-advice': {
    brand: '#1b5e20',
    brandSecondary: '#2e7d32',
    brandTertiary: '#e8f5e9',
    link: '#1b5e20',
    linkHover: '#123f16',
  },
};

/** Every style's tokens: the brands' read off their records, then the catalogue-only styles'. */
export const BRAND_TOKENS: Record<StyleId, BrandTokens> = /* @__PURE__ */ (() => ({
  ...brandTable((record) => tokensOf(record.colours, record.fontFamily)),
  ...(Object.fromEntries(DESIGN_SYSTEM_STYLE_IDS.map((id) => [id, tokensOf(DESIGN_SYSTEM_COLOURS[id])])) as Record<
    DesignSystemStyleId,
    BrandTokens
  >),
}))();

/** WCAG 2.2 relative luminance of an sRGB colour written as #rrggbb. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}
