import { BRAND_TEXT, BRAND_TOKENS, loadBrandModule, type BrandId } from '@quickcheck/brands';
import { AGGREGATOR_WORDMARKS } from '@quickcheck/brands/aggregator-wordmarks';
import { ORDINARY_APPLICANT } from '@quickcheck/contracts/fixtures';
import { confirmAnswers } from './support/applicant.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startExtraServer } from './support/extra-server.ts';
import { expectTitle } from './support/results.ts';
import { issue34Screen } from './support/issue-34-screens.ts';
import { expect, test, type Page } from './support/test.ts';
import { PARTNER_LINK_TITLES } from '../apps/server/src/partner/continue-link-pages.ts';
import { FRESH_CHECK_LABEL } from '../apps/server/src/pages/branded-page.ts';

// Issue 25: a comparison site asks by the partner API, then sends its applicant on by the continue link.

/** docs/product/contract.md#pages: in development the server prints a sandbox partner key, on a log line that names it. */
function sandboxKeyIn(lines: readonly string[]): string {
  for (const line of lines) {
    const entry = JSON.parse(line) as { msg?: string; sandboxPartnerKey?: string };
    if (entry.msg?.includes('sandbox key') && entry.sandboxPartnerKey) return entry.sandboxPartnerKey;
  }
  return '';
}

/**
 * A used link's page (issue 34): says it was used and when, in the brand the applicant was checked
 * in (its logo, its title), styled like the other pages, with a fresh check in that brand; axe clean.
 */
async function expectUsedLinkPage(page: Page, continueUrl: string, brand: BrandId) {
  const reused = await page.goto(continueUrl);
  expect(reused?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PARTNER_LINK_TITLES.used);
  await expect(page).toHaveTitle(`${PARTNER_LINK_TITLES.used} - ${BRAND_TEXT[brand].name}`);
  await expect(page.getByRole('main')).toContainText(
    /This link was used on \d{1,2} \w+ \d{4} at \d{1,2}:\d{2}[ap]m (GMT|BST)\./,
  );
  await expect(page.getByText(/expired/)).toHaveCount(0);
  const { logo } = await loadBrandModule(brand);
  await expect(page.getByRole('banner').getByRole('img', { name: new RegExp(`^${logo.label}`) })).toBeVisible();
  // The brand's colours, not the browser's defaults.
  const fresh = page.getByRole('link', { name: FRESH_CHECK_LABEL });
  expect(await fresh.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
    hexToRgb(BRAND_TOKENS[brand].brand),
  );
  await expectNoAxeViolations(page);
  await issue34Screen(page, `partner-link-used-${brand}`);
  await fresh.click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${BRAND_TEXT[brand].pageTitle.replace('|', '\\|')}$`));
}

const hexToRgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test("the continue link opens an offer at the agreement in the partner's brand, and otherwise 'Check your answers' pre-filled", async ({
  page,
}) => {
  // Two journeys, their used links' pages and a server of its own: minutes on a busy shared machine.
  test.setTimeout(180_000);
  const lines: string[] = [];
  // Its own server: the sandbox key is read from the log line it prints at start.
  const server = await startExtraServer({}, 80, { onLogLine: (line) => lines.push(line) });
  /** The partner's call: the one soft search of this applicant. */
  async function ask(body: object) {
    const response = await fetch(`${server.baseURL}/partner/v1/eligibility`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sandboxKeyIn(lines)}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { outcome: string; offer?: { creditLimit: number }; continueUrl: string };
  }
  // A submission from the browser would be a second search: none is made on either path below until asked.
  const submissions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/quotation') {
      submissions.push(request.url());
    }
  });
  try {
    await expect.poll(() => sandboxKeyIn(lines)).toMatch(/^qcp_/);

    // An offer, asked for in the partner's chosen brand: straight at the agreement, no form, no second search.
    const offered = await ask({ answers: ORDINARY_APPLICANT, brand: 'very' });
    expect(offered.outcome).toBe('MATCH_AND_OFFER');
    await page.goto(offered.continueUrl);
    await expect(page).toHaveURL(/\/agreement\?/);
    await expectTitle(page, `Your ${BRAND_TEXT.very.name} card offer`);
    await expect(page.getByText(`£${offered.offer!.creditLimit.toLocaleString('en-GB')}`).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(submissions).toEqual([]);

    // Single use: the same link again opens nothing, and says it was used (not 'expired'), in the brand.
    await expectUsedLinkPage(page, offered.continueUrl, 'very');

    // Not an offer: 'Check your answers', pre-filled in the comparison site's journey, submits to the same decision.
    const declined = await ask({ answers: { ...ORDINARY_APPLICANT, 'first-name': 'Dana', 'last-name': 'Decline' } });
    expect(declined.outcome).toBe('SCORE_DECLINE');
    await page.goto(declined.continueUrl);
    await expect(page).toHaveURL(/\/eligibility\/check-your-answers\?/);
    await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
    await expect(page.getByText(ORDINARY_APPLICANT['street-name']!)).toBeVisible();
    // The sandbox key is the MSM comparison site's: its journey shows its wordmark.
    await expect(page.getByRole('img', { name: AGGREGATOR_WORDMARKS.MSM.label })).toBeVisible();
    await expectNoAxeViolations(page);
    await confirmAnswers(page);
    await expectTitle(page, "Sorry Dana, we couldn't give you a card this time");
    // Asked in no brand of its own: the used link's page is the default brand's.
    await expectUsedLinkPage(page, declined.continueUrl, 'quickcheck');
    // The documentation page has a spec of its own: partner-docs.spec.ts (axe, console, layout, on a phone and a desktop).
  } finally {
    await server.stop();
  }
});
