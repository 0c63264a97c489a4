import { BRAND_TEXT, BRAND_TOKENS, loadBrandModule, logoFor, logoSvg, type BrandId } from '@quickcheck/brands';
import { brandHeadAssets } from './brand-assets.ts';
import { escapeHtml as e } from './escape-html.ts';
import { cspHashOf } from './inline-styles.ts';

/** A drawn page and the CSP source of its one inline style sheet. */
export interface BrandedPage {
  html: string;
  styleHash: string;
}

export const FRESH_CHECK_LABEL = 'Start a fresh check';

/**
 * A page the server draws with no script (a saved check's link, a partner's continue link): the
 * brand's logo on the header the form's pages have (the surface, a band of the brand's colour under
 * it), its colours, a real heading and one action. Nothing in such a page is personal.
 */
export async function brandedPage(brand: BrandId, title: string, body: string, now: Date): Promise<BrandedPage> {
  const colours = BRAND_TOKENS[brand];
  const { logo } = await loadBrandModule(brand);
  const css = `body{margin:0;font-family:${colours.fontFamily};color:${colours.text};background:${colours.surfaceAlt};line-height:1.5}
header{background:${colours.surface};border-bottom:4px solid ${colours.brand}}
header div{max-width:36rem;margin:0 auto;padding:.75rem 1.25rem;min-height:40px}
header svg{display:block}
main{max-width:36rem;margin:1.5rem auto;background:${colours.surface};padding:1.5rem 1.25rem}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
.action{box-sizing:border-box;display:inline-flex;align-items:center;font:inherit;font-weight:700;background:${colours.brand};color:${colours.onBrand};border:0;border-radius:4px;padding:.75rem 1.25rem;min-height:44px;cursor:pointer;text-decoration:none}
a{color:${colours.link}}
:focus-visible{outline:3px solid ${colours.focus};outline-offset:2px}`;
  const { name } = BRAND_TEXT[brand];
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} - ${e(name)}</title>
<link rel="icon" href="${brandHeadAssets(brand).favicon}">
<style>${css}</style>
</head>
<body>
<header><div>${logoSvg(logoFor(logo, now))}</div></header>
<main>
<h1>${e(title)}</h1>
${body}
</main>
</body>
</html>`;
  return { html, styleHash: cspHashOf(css) };
}

/** The closing offer of a page whose link opens nothing: a check from the start, in the same brand. */
export const freshCheckAction = (freshCheck: string, lead = 'You can') =>
  `<p>${lead} start a fresh check. It takes a few minutes and does not affect your credit score.</p>
<p><a class="action" href="${e(freshCheck)}">${FRESH_CHECK_LABEL}</a></p>`;
