import { createHash } from 'node:crypto';
import { BRAND_TEXT, BRAND_TOKENS, faviconSvg, isBrandId, themeCss, type StyleId } from '@quickcheck/brands';
import type { BrandAssetUrls } from './render-shell.ts';

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
  for (const style of Object.keys(BRAND_TOKENS).filter(isStyleId)) {
    const css = themeCss(style);
    theme.set(style, { body: css, contentType: 'text/css; charset=utf-8', etag: etagOf(css) });
    const svg = faviconSvg(style, initialOf(style));
    favicon.set(style, { body: svg, contentType: 'image/svg+xml', etag: etagOf(svg) });
  }
  return { theme, favicon };
}

const ASSETS = buildAssets();

export const brandTheme = (id: string) => ASSETS.theme.get(id);
export const brandFavicon = (id: string) => ASSETS.favicon.get(id);

/** The URLs the page head links to (the markup agreed with apps/web: no version in the URL). */
export function brandAssetUrls(id: StyleId): BrandAssetUrls {
  return { themeCss: `/brand/${id}/theme.css`, favicon: `/brand/${id}/favicon.svg` };
}
