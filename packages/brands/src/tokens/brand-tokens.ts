import type { StyleId } from '../brand-ids.ts';

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

type BrandPalette = Pick<
  BrandTokens,
  'brand' | 'onBrand' | 'brandSecondary' | 'onBrandSecondary' | 'brandTertiary' | 'link' | 'linkHover'
>;

/** Arial is the white-label theme's font (spec §9); the default brand overrides it with Barlow. */
const WHITE_LABEL_FONT = 'Arial, Helvetica, sans-serif';

const base: Omit<BrandTokens, keyof BrandPalette> = {
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

const palette = (
  brand: string,
  brandSecondary: string,
  brandTertiary: string,
  link: string,
  linkHover: string,
  onBrandSecondary = '#ffffff',
): BrandTokens => ({
  ...base,
  brand,
  onBrand: '#ffffff',
  brandSecondary,
  onBrandSecondary,
  brandTertiary,
  link,
  linkHover,
});

export const BRAND_TOKENS: Record<StyleId, BrandTokens> = {
  quickcheck: {
    ...palette('#0b3a75', '#1a5fb4', '#e7f0fb', '#0b3a75', '#072650'),
    // The fallbacks scaled to Barlow's metrics (apps/web global.css) hold the layout until it arrives.
    fontFamily: "Barlow, 'Barlow fallback', 'Barlow fallback Roboto', 'Helvetica Neue', Arial, sans-serif",
  },
  luma: palette('#4b1f7a', '#7a3fbf', '#f1eafa', '#4b1f7a', '#321452'),
  very: palette('#b0004f', '#1d1d1f', '#fde8f1', '#9a0045', '#6e0031'),
  littlewoods: palette('#00565e', '#00727c', '#e3f4f5', '#00565e', '#003b40'),
  ocean: palette('#005a8c', '#00788a', '#e4f5fa', '#005a8c', '#003d5f'),
  thinkmoney: palette('#2b2d8f', '#c4006a', '#ecedfb', '#2b2d8f', '#1c1d61'),
  postoffice: palette('#c8102e', '#ffcc00', '#fff5cc', '#a50d26', '#760a1b', '#1d1d1f'),
  asos: palette('#111111', '#595959', '#eeeeee', '#111111', '#000000'),
  agent: palette('#3d4b5c', '#56677b', '#eef1f4', '#3d4b5c', '#28323e'),
  retail: palette('#7a3e00', '#9c5208', '#fbefe2', '#7a3e00', '#532a00'),
  'money-advice': palette('#1b5e20', '#2e7d32', '#e8f5e9', '#1b5e20', '#123f16'),
};

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
