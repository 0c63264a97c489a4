import type { StyleId } from './brand-ids.ts';
import { BRAND_TOKENS } from './tokens/brand-tokens.ts';

export { BRAND_TOKENS, contrastRatio, relativeLuminance, type BrandTokens } from './tokens/brand-tokens.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The `--qc-*` custom properties of a style, as one CSS rule. The server links this in the
 * page head (render-blocking), so the first paint already has the brand's colours and font.
 */
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
