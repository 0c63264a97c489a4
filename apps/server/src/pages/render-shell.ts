import { BRAND_TEXT, type BrandId } from '@quickcheck/brands';
import { PAGE_CONFIG_ELEMENT_ID, type PageConfig } from '@quickcheck/contracts';

/** The three markers the web build's index.html carries (agreed with apps/web). */
export const HEAD_PLACEHOLDER = '<!--app-head-->';
export const CONFIG_PLACEHOLDER = '<!--app-config-->';
export const BRAND_ATTRIBUTE = 'data-brand="quickcheck"';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** JSON that cannot end its <script> element or open a comment: <, > and & become \u escapes. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface BrandAssetUrls {
  themeCss: string;
  favicon: string;
  /** The brand's lazy script chunks, fetched alongside the app's instead of after it runs. */
  modulePreloads?: readonly string[];
}

export function headHtml(brand: BrandId, assets: BrandAssetUrls): string {
  const text = BRAND_TEXT[brand];
  return [
    `<title>${escapeHtml(text.pageTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(text.pageDescription)}">`,
    `<link rel="icon" href="${escapeHtml(assets.favicon)}" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${escapeHtml(assets.themeCss)}">`,
    ...(assets.modulePreloads ?? []).map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}">`),
  ].join('\n    ');
}

export function configHtml(config: PageConfig): string {
  return `<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
}

/**
 * Fills the shell for one request. Replacer functions, not strings: a `$&` in any value
 * must be copied, not interpreted as a replacement pattern.
 */
export function renderShell(template: string, brand: BrandId, config: PageConfig, assets: BrandAssetUrls): string {
  const head = headHtml(brand, assets);
  const script = configHtml(config);
  return template
    .replace(HEAD_PLACEHOLDER, () => head)
    .replace(CONFIG_PLACEHOLDER, () => script)
    .replace(BRAND_ATTRIBUTE, () => `data-brand="${escapeHtml(brand)}"`);
}

/** Which markers a template lacks: logged once at start, so a changed web build is noticed. */
export function missingPlaceholders(template: string): string[] {
  return [HEAD_PLACEHOLDER, CONFIG_PLACEHOLDER, BRAND_ATTRIBUTE].filter((marker) => !template.includes(marker));
}
