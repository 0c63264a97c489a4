import { AGGREGATOR_WORDMARKS } from '@quickcheck/brands/aggregator-wordmarks';
import { ORDINARY_APPLICANT } from '@quickcheck/contracts/fixtures';
import { confirmAnswers } from './support/applicant.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startExtraServer } from './support/extra-server.ts';
import { expect, test } from './support/test.ts';

// Issue 25: a comparison site asks by the partner API, then sends its applicant on by the continue link.

/** CONTRACT §4: in development the server prints a sandbox partner key, on a log line that names it. */
function sandboxKeyIn(lines: readonly string[]): string {
  for (const line of lines) {
    const entry = JSON.parse(line) as { msg?: string; sandboxPartnerKey?: string };
    if (entry.msg?.includes('sandbox key') && entry.sandboxPartnerKey) return entry.sandboxPartnerKey;
  }
  return '';
}

test("the continue link opens 'Check your answers' pre-filled in the partner's journey and reaches the same offer", async ({
  page,
}) => {
  const lines: string[] = [];
  // Its own server: the sandbox key is read from the log line it prints at start.
  const server = await startExtraServer({}, 80, { onLogLine: (line) => lines.push(line) });
  try {
    await expect.poll(() => sandboxKeyIn(lines)).toMatch(/^qcp_/);
    const response = await fetch(`${server.baseURL}/partner/v1/eligibility`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sandboxKeyIn(lines)}` },
      body: JSON.stringify({ answers: ORDINARY_APPLICANT }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { outcome: string; offer: { creditLimit: number }; continueUrl: string };
    expect(answer.outcome).toBe('MATCH_AND_OFFER');

    await page.goto(answer.continueUrl);
    await expect(page).toHaveURL(/\/eligibility\/check-your-answers\?/);
    await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
    await expect(page.getByText(ORDINARY_APPLICANT['street-name']!)).toBeVisible();
    // The sandbox key is the MSM comparison site's: its journey shows its wordmark.
    await expect(page.getByRole('img', { name: AGGREGATOR_WORDMARKS.MSM.label })).toBeVisible();
    await expectNoAxeViolations(page);
    await confirmAnswers(page);
    await page.waitForURL(/\/agreement\?/);
    await expect(page.getByText(`£${answer.offer.creditLimit.toLocaleString('en-GB')}`).first()).toBeVisible();

    // Single use: the same link again opens nothing.
    const reused = await page.goto(answer.continueUrl);
    expect(reused?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The documentation page, drawn by its renderer from the served document.
    await page.goto(`${server.baseURL}/partner/docs`);
    await expect(page.getByRole('heading', { name: /QuickCheck partner API/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await server.stop();
  }
});
