import { BRAND_TEXT, type BrandId } from '@quickcheck/brands';
import {
  FORM_RESPONSE_ELEMENT_ID,
  PAGE_CONFIG_ELEMENT_ID,
  type PageConfig,
  type ServerRenderResult,
} from '@quickcheck/contracts';
import { escapeHtml } from './escape-html.ts';
import { inlineStyleHtml, type InlineStyle } from './inline-styles.ts';

/** The markers the web build's index.html carries (agreed with apps/web). */
export const HEAD_PLACEHOLDER = '<!--app-head-->';
export const CONFIG_PLACEHOLDER = '<!--app-config-->';
export const BRAND_ATTRIBUTE = 'data-brand="quickcheck"';
/** The app's mount point; the server-drawn markup goes inside it. */
export const ROOT_ELEMENT = '<div id="root"></div>';

export { escapeHtml };

/**
 * The page is drawn by the server: its scripts (hydration) are not needed to paint it. Asked for
 * at low priority, they no longer compete with what the paint uses, and Lighthouse's simulation
 * stops counting them as blocking the first paint (it counts any high-priority script that has
 * arrived by then, module scripts included, though they never block rendering).
 */
export const SCRIPT_FETCH_PRIORITY = 'low';
const ENTRY_SCRIPT = /<script type="module"(?![^>]*fetchpriority)/g;

/** The web build's entry script(s), asked for at the same priority as the modulepreloads. */
export const withScriptPriority = (template: string) =>
  template.replace(ENTRY_SCRIPT, `<script type="module" fetchpriority="${SCRIPT_FETCH_PRIORITY}"`);

/** JSON that cannot end its <script> element or open a comment: <, > and & become \u escapes. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageHeadAssets {
  favicon: string;
  /** Style sheets sent inside the head, in cascade order (the brand's theme first): no request before the first paint. */
  styles?: readonly InlineStyle[];
  /** Lazy chunks' CSS the server-drawn markup needs that could not be sent inline. */
  stylesheets?: readonly string[];
  /** The brand's lazy script chunks, fetched alongside the app's instead of after it runs. */
  modulePreloads?: readonly string[];
}

export function headHtml(brand: BrandId, assets: PageHeadAssets): string {
  const text = BRAND_TEXT[brand];
  return [
    `<title>${escapeHtml(text.pageTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(text.pageDescription)}">`,
    `<link rel="icon" href="${escapeHtml(assets.favicon)}" type="image/svg+xml">`,
    ...(assets.styles ?? []).map(inlineStyleHtml),
    ...(assets.stylesheets ?? []).map((url) => `<link rel="stylesheet" href="${escapeHtml(url)}">`),
    ...(assets.modulePreloads ?? []).map(
      (url) => `<link rel="modulepreload" href="${escapeHtml(url)}" fetchpriority="${SCRIPT_FETCH_PRIORITY}">`,
    ),
  ].join('\n    ');
}

const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/**
 * The page config (with the experiment offers the page was drawn with) and the form the server drew
 * the first stage with: the page hydrates from them.
 */
export function configHtml(config: PageConfig, rendered?: ServerRenderResult): string {
  const form = rendered?.formResponse ? jsonBlock(FORM_RESPONSE_ELEMENT_ID, rendered.formResponse) : '';
  const withOffers = rendered?.offers ? { ...config, experimentOffers: rendered.offers } : config;
  return jsonBlock(PAGE_CONFIG_ELEMENT_ID, withOffers) + form;
}

/**
 * Fills the shell for one request. Replacer functions, not strings: a `$&` in any value
 * must be copied, not interpreted as a replacement pattern.
 */
export function renderShell(
  template: string,
  brand: BrandId,
  config: PageConfig,
  assets: PageHeadAssets,
  rendered?: ServerRenderResult,
): string {
  const head = headHtml(brand, assets);
  const script = configHtml(config, rendered);
  const root = rendered?.html ? `<div id="root">${rendered.html}</div>` : ROOT_ELEMENT;
  return template
    .replace(HEAD_PLACEHOLDER, () => head)
    .replace(CONFIG_PLACEHOLDER, () => script)
    .replace(ROOT_ELEMENT, () => root)
    .replace(BRAND_ATTRIBUTE, () => `data-brand="${escapeHtml(brand)}"`);
}

/** Which markers a template lacks: logged once at start, so a changed web build is noticed. */
export function missingPlaceholders(template: string): string[] {
  return [HEAD_PLACEHOLDER, CONFIG_PLACEHOLDER, BRAND_ATTRIBUTE, ROOT_ELEMENT].filter(
    (marker) => !template.includes(marker),
  );
}
