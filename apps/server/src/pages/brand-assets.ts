import { createHash } from 'node:crypto';
import { BRAND_TEXT, BRAND_TOKENS, faviconSvg, isBrandId, themeCss, type StyleId } from '@quickcheck/brands';
import { inlineStyle, type InlineStyle } from './inline-styles.ts';

export interface BrandAsset {
  body: string;
  contentType: string;
  /** Content hash, sent as the ETag so a revalidation costs no body. */
  etag: string;
}

const isStyleId = (id: string): id is StyleId => Object.hasOwn(BRAND_TOKENS, id);

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;

function initialOf(style: StyleId): string {
  const name = isBrandId(style) ? BRAND_TEXT[style].name : style;
  return name.charAt(0).toUpperCase();
}

/** Theme CSS and favicon per style, built once: they depend only on the brands package. */
function buildAssets() {
  const theme = new Map<string, BrandAsset>();
  const favicon = new Map<string, BrandAsset>();
  const inline = new Map<string, InlineStyle>();
  for (const style of Object.keys(BRAND_TOKENS).filter(isStyleId)) {
    const css = themeCss(style);
    theme.set(style, { body: css, contentType: 'text/css; charset=utf-8', etag: etagOf(css) });
    const themeStyle = inlineStyle(css);
    if (themeStyle) inline.set(style, themeStyle);
    const svg = faviconSvg(style, initialOf(style));
    favicon.set(style, { body: svg, contentType: 'image/svg+xml', etag: etagOf(svg) });
  }
  return { theme, favicon, inline };
}

const ASSETS = buildAssets();

export const brandTheme = (id: string) => ASSETS.theme.get(id);
export const brandFavicon = (id: string) => ASSETS.favicon.get(id);

/** The favicon's URL (no version in it) and the theme, sent inside the page head: the first paint waits for no request. */
export function brandHeadAssets(id: StyleId): { favicon: string; theme: InlineStyle | undefined } {
  return { favicon: `/brand/${id}/favicon.svg`, theme: ASSETS.inline.get(id) };
}
