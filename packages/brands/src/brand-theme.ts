import type { StyleId } from './brand-ids.ts';

/**
 * Semantic colour and font tokens (DESIGN.md: brands set semantic tokens only).
 * Components read the CSS variables these become; none of them holds a colour.
 * Every pair used as text on background meets WCAG AA contrast (4.5:1).
 */
export interface BrandTokens {
  brand: string;
  onBrand: string;
  brandSecondary: string;
  brandTertiary: string;
  text: string;
  textMuted: string;
  surface: string;
  surfaceAlt: string;
  border: string;
  link: string;
  focus: string;
  error: string;
  success: string;
  alert: string;
  fontFamily: string;
}

const base = {
  text: '#1d1d1f',
  textMuted: '#4a4a4f',
  surface: '#ffffff',
  surfaceAlt: '#f4f4f6',
  border: '#6b6b73',
  focus: '#ffbf47',
  error: '#b3261e',
  success: '#136f2d',
  alert: '#8a4b00',
  fontFamily: 'Arial, Helvetica, sans-serif',
} as const;

export const BRAND_TOKENS: Record<StyleId, BrandTokens> = {
  quickcheck: {
    ...base,
    brand: '#0b3a75',
    onBrand: '#ffffff',
    brandSecondary: '#1f6fd1',
    brandTertiary: '#e7f0fb',
    link: '#0b3a75',
    fontFamily: "Barlow, 'Helvetica Neue', Arial, sans-serif",
  },
  luma: {
    ...base,
    brand: '#4b1f7a',
    onBrand: '#ffffff',
    brandSecondary: '#8a4fd1',
    brandTertiary: '#f1eafa',
    link: '#4b1f7a',
  },
  very: {
    ...base,
    brand: '#b0004f',
    onBrand: '#ffffff',
    brandSecondary: '#1d1d1f',
    brandTertiary: '#fde8f1',
    link: '#9a0045',
  },
  littlewoods: {
    ...base,
    brand: '#00565e',
    onBrand: '#ffffff',
    brandSecondary: '#00818c',
    brandTertiary: '#e3f4f5',
    link: '#00565e',
  },
  ocean: {
    ...base,
    brand: '#005a8c',
    onBrand: '#ffffff',
    brandSecondary: '#00a3b4',
    brandTertiary: '#e4f5fa',
    link: '#005a8c',
  },
  thinkmoney: {
    ...base,
    brand: '#2b2d8f',
    onBrand: '#ffffff',
    brandSecondary: '#e4007c',
    brandTertiary: '#ecedfb',
    link: '#2b2d8f',
  },
  postoffice: {
    ...base,
    brand: '#c8102e',
    onBrand: '#ffffff',
    brandSecondary: '#ffcc00',
    brandTertiary: '#fff5cc',
    link: '#a50d26',
  },
  asos: {
    ...base,
    brand: '#111111',
    onBrand: '#ffffff',
    brandSecondary: '#595959',
    brandTertiary: '#eeeeee',
    link: '#111111',
  },
  agent: {
    ...base,
    brand: '#3d4b5c',
    onBrand: '#ffffff',
    brandSecondary: '#6b7c8f',
    brandTertiary: '#eef1f4',
    link: '#3d4b5c',
  },
  retail: {
    ...base,
    brand: '#7a3e00',
    onBrand: '#ffffff',
    brandSecondary: '#c46a12',
    brandTertiary: '#fbefe2',
    link: '#7a3e00',
  },
  'money-advice': {
    ...base,
    brand: '#1b5e20',
    onBrand: '#ffffff',
    brandSecondary: '#43a047',
    brandTertiary: '#e8f5e9',
    link: '#1b5e20',
  },
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The `--qc-*` custom properties of a style, as one CSS rule. */
export function themeCss(style: StyleId, selector = ':root'): string {
  const tokens = BRAND_TOKENS[style];
  const declarations = Object.entries(tokens).map(([name, value]) =>
    name === 'fontFamily' ? `--qc-font-family:${value}` : `--qc-color-${kebab(name)}:${value}`,
  );
  return `${selector}{${declarations.join(';')}}`;
}

/** A simple favicon per brand: the brand colour behind its initial. */
export function faviconSvg(style: StyleId, initial: string): string {
  const { brand, onBrand } = BRAND_TOKENS[style];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${brand}"/><text x="16" y="22" font-family="Arial, sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="${onBrand}">${initial}</text></svg>`;
}
