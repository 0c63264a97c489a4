import type { BrandId } from '@quickcheck/brands';
import { ukDateTime } from '@quickcheck/contracts';
import { brandedPage, freshCheckAction } from '../pages/branded-page.ts';
import { escapeHtml } from '../pages/escape-html.ts';
import { CONTINUE_LINK_MINUTES, type ContinueLinkUse } from './partner-journeys.ts';

export const PARTNER_LINK_TITLES = {
  used: 'This link has already been used',
  expired: 'This link has expired',
  unknown: 'This link no longer works',
} as const;

const RULE = `Links from comparison sites work once, for ${CONTINUE_LINK_MINUTES} minutes.`;
const BACK = 'To see your result again, go back to the site you came from and check again there.';

function whyText(refused: Exclude<ContinueLinkUse, { kind: 'opened' }>): string {
  switch (refused.kind) {
    case 'used':
      return `This link was used on ${ukDateTime(refused.usedAt)}. ${RULE}`;
    case 'expired':
      return `${RULE} This one was not opened in time.`;
    case 'unknown':
      return `${RULE} A newer link from the same site replaces an older one.`;
  }
}

/** Why a partner's continue link opened nothing, in the brand the applicant was checked in (issue 34). */
export function partnerLinkRefusedPage(
  refused: Exclude<ContinueLinkUse, { kind: 'opened' }>,
  brand: BrandId,
  freshCheck: string,
  now: Date,
) {
  const body = `<p>${escapeHtml(whyText(refused))}</p>
<p>${BACK}</p>
${freshCheckAction(freshCheck, 'Or you can')}`;
  return brandedPage(brand, PARTNER_LINK_TITLES[refused.kind], body, now);
}
