import type { BrandId } from '@quickcheck/brands';
import { CONTINUE_LABEL, CONTINUE_TOKEN_FIELD, ukDateTime } from '@quickcheck/contracts';
import { brandedPage, freshCheckAction, type BrandedPage } from '../pages/branded-page.ts';
import { escapeHtml as e } from '../pages/escape-html.ts';

export type ContinuePage = BrandedPage;
export { FRESH_CHECK_LABEL } from '../pages/branded-page.ts';

export const CONTINUE_TITLES = {
  ready: CONTINUE_LABEL,
  used: 'This link has already been used',
  expired: 'This link no longer works',
  crossSite: 'Open the link from your e-mail',
} as const;

// The link's pages (docs/decisions/025), in the brand the check was saved in: the link carries it.

/** GET of a working link: says what pressing does; only the press (a POST) uses the link. */
export function readyPage(brand: BrandId, action: string, token: string, expiresAt: Date, now: Date) {
  return brandedPage(
    brand,
    CONTINUE_TITLES.ready,
    `<p>Your answers are saved until ${e(ukDateTime(expiresAt))}. Continue to carry on where you left off.</p>
<p>The link works once: after this, your check carries on in this browser only.</p>
<form method="post" action="${e(action)}">
<input type="hidden" name="${CONTINUE_TOKEN_FIELD}" value="${e(token)}">
<button type="submit" class="action">${e(CONTINUE_LABEL)}</button>
</form>`,
    now,
  );
}

export function usedPage(brand: BrandId, freshCheck: string, now: Date) {
  return brandedPage(
    brand,
    CONTINUE_TITLES.used,
    `<p>Each link works once, in the browser that first used it. Your saved answers are not shown again anywhere else.</p>
${freshCheckAction(freshCheck)}`,
    now,
  );
}

/** A press another site sent (CSRF): nothing used; the visitor's own link still works. */
export function crossSitePage(brand: BrandId, freshCheck: string, now: Date) {
  return brandedPage(
    brand,
    CONTINUE_TITLES.crossSite,
    `<p>A saved check opens only from the link we e-mailed you, not from another website. Your link has not been used: open it from the e-mail to carry on.</p>
${freshCheckAction(freshCheck, 'Or you can')}`,
    now,
  );
}

export function expiredPage(brand: BrandId, freshCheck: string, validDays: number, now: Date) {
  return brandedPage(
    brand,
    CONTINUE_TITLES.expired,
    `<p>A link to a saved check works for ${validDays} days, and saving again replaces an earlier link.</p>
${freshCheckAction(freshCheck)}`,
    now,
  );
}
