import { expect, type Page } from '@playwright/test';
import {
  EXPLANATION_TEXT,
  applicantReasons,
  formatDecisionDay,
  type DecisionExplanation,
  type StatedFinding,
} from '@quickcheck/contracts';
import { addMonths } from '../../apps/server/src/decision/explain.ts';
import { SANDBOX_AGENCY_DETAILS } from '../../apps/server/src/ports/credit-reference-agency/sandbox-agency.ts';

// Issue 23: how a result page explains the stored decision (results.spec.ts and decision-reasons.spec.ts).
const REFERENCE = /^QC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** 'You can check again from <day>', for a decision made today (either side of a midnight the check spans). */
export async function expectCheckAgain(page: Page, months: number, decidedFrom: Date) {
  const days = [decidedFrom, new Date()].map((day) =>
    EXPLANATION_TEXT.checkAgain(formatDecisionDay(addMonths(day, months))),
  );
  const text = (await page.getByTestId('check-again').locator('strong').textContent()) ?? '';
  expect(days).toContain(text);
}

/** The decision's checksummed reference, to quote to the lender. */
export async function expectReference(page: Page) {
  await expect(page.getByTestId('decision-reference')).toHaveText(REFERENCE);
}

/** The agency whose information was used, with its contact details and the free statutory report. */
export async function expectAgency(page: Page) {
  const agency = page.getByRole('region', { name: EXPLANATION_TEXT.agencyHeading });
  await expect(agency).toContainText(SANDBOX_AGENCY_DETAILS.name);
  for (const line of SANDBOX_AGENCY_DETAILS.address) await expect(agency).toContainText(line);
  await expect(agency.getByRole('link', { name: SANDBOX_AGENCY_DETAILS.phone })).toBeVisible();
  await expect(agency.getByRole('link', { name: new RegExp(EXPLANATION_TEXT.statutoryReportLink) })).toHaveAttribute(
    'href',
    SANDBOX_AGENCY_DETAILS.statutoryReportUrl,
  );
}

/** The words the sandbox agency's decision gives these findings (the one home of the applicant's words). */
export function sandboxWordsFor(findings: StatedFinding[], more: Partial<DecisionExplanation> = {}) {
  return applicantReasons({
    reference: 'QC-0000-0000',
    searchRecorded: 'soft',
    agency: SANDBOX_AGENCY_DETAILS,
    findings,
    ...more,
  }).findings;
}

/** The findings that counted most, in order, each with its help, under the rule they were ordered by. */
export async function expectFindings(page: Page, findings: StatedFinding[], more: Partial<DecisionExplanation> = {}) {
  const reasons = page.getByRole('region', { name: EXPLANATION_TEXT.reasonsHeading });
  await expect(reasons).toContainText(EXPLANATION_TEXT.reasonsIntro);
  const items = reasons.getByRole('listitem');
  await expect(items).toHaveCount(findings.length);
  for (const [index, words] of sandboxWordsFor(findings, more).entries()) {
    await expect(items.nth(index)).toContainText(words.finding);
    await expect(items.nth(index)).toContainText(words.help);
  }
}
