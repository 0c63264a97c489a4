import { BRAND_TEXT, BRAND_TOKENS, type BrandId } from '@quickcheck/brands';
import { CONTINUE_LABEL, CONTINUE_TOKEN_FIELD } from '@quickcheck/contracts';
import { brandHeadAssets } from '../pages/brand-assets.ts';
import { escapeHtml as e } from '../pages/escape-html.ts';
import { cspHashOf } from '../pages/inline-styles.ts';
import { ukDateTime } from '../mail/save-link-message.ts';

/** A drawn page and the CSP source of its one inline style sheet. */
export interface ContinuePage {
  html: string;
  styleHash: string;
}

export const CONTINUE_TITLES = {
  ready: CONTINUE_LABEL,
  used: 'This link has already been used',
  expired: 'This link no longer works',
  crossSite: 'Open the link from your e-mail',
} as const;
export const FRESH_CHECK_LABEL = 'Start a fresh check';

/**
 * The link's pages, drawn on the server with no script (docs/decisions/025): the brand's name and
 * colours, real headings and one action. Nothing in them is personal.
 */
function page(brand: BrandId, title: string, body: string): ContinuePage {
  const colours = BRAND_TOKENS[brand];
  const css = `body{margin:0;font-family:${colours.fontFamily};color:${colours.text};background:${colours.surfaceAlt};line-height:1.5}
header{background:${colours.brand};color:${colours.onBrand};padding:.75rem 1.25rem}
header p{margin:0;font-weight:700;font-size:1.25rem}
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
<header><p>${e(name)}</p></header>
<main>
<h1>${e(title)}</h1>
${body}
</main>
</body>
</html>`;
  return { html, styleHash: cspHashOf(css) };
}

/** GET of a working link: says what pressing does; only the press (a POST) uses the link. */
export function readyPage(brand: BrandId, action: string, token: string, expiresAt: Date): ContinuePage {
  return page(
    brand,
    CONTINUE_TITLES.ready,
    `<p>Your answers are saved until ${e(ukDateTime(expiresAt))}. Continue to carry on where you left off.</p>
<p>The link works once: after this, your check carries on in this browser only.</p>
<form method="post" action="${e(action)}">
<input type="hidden" name="${CONTINUE_TOKEN_FIELD}" value="${e(token)}">
<button type="submit" class="action">${e(CONTINUE_LABEL)}</button>
</form>`,
  );
}

export function usedPage(brand: BrandId, freshCheck: string): ContinuePage {
  return page(
    brand,
    CONTINUE_TITLES.used,
    `<p>Each link works once, in the browser that first used it. Your saved answers are not shown again anywhere else.</p>
<p>You can start a fresh check. It takes a few minutes and does not affect your credit score.</p>
<p><a class="action" href="${e(freshCheck)}">${FRESH_CHECK_LABEL}</a></p>`,
  );
}

/** A press another site sent (CSRF): nothing used; the visitor's own link still works. */
export function crossSitePage(brand: BrandId, freshCheck: string): ContinuePage {
  return page(
    brand,
    CONTINUE_TITLES.crossSite,
    `<p>A saved check opens only from the link we e-mailed you, not from another website. Your link has not been used: open it from the e-mail to carry on.</p>
<p>Or you can start a fresh check. It takes a few minutes and does not affect your credit score.</p>
<p><a class="action" href="${e(freshCheck)}">${FRESH_CHECK_LABEL}</a></p>`,
  );
}

export function expiredPage(brand: BrandId, freshCheck: string, validDays: number): ContinuePage {
  return page(
    brand,
    CONTINUE_TITLES.expired,
    `<p>A link to a saved check works for ${validDays} days, and saving again replaces an earlier link.</p>
<p>You can start a fresh check. It takes a few minutes and does not affect your credit score.</p>
<p><a class="action" href="${e(freshCheck)}">${FRESH_CHECK_LABEL}</a></p>`,
  );
}
