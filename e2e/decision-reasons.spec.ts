import type { Page } from '@playwright/test';
import { DECLINE_FINDINGS, EXPLANATION_TEXT, formatDecisionDay, type DeclineFinding } from '@quickcheck/contracts';
import { addMonths, CHECK_AGAIN_AFTER_MONTHS } from '../apps/server/src/decision/explain.ts';
import { SANDBOX_AGENCY_DETAILS } from '../apps/server/src/ports/credit-reference-agency/sandbox-agency.ts';
import { OB_TEXT } from '../apps/web/src/features/open-banking/open-banking-text.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openLanding, type ObBrand } from './support/open-banking.ts';
import { BRAND_CASES, checkEligibility, expectTitle } from './support/results.ts';
import { expect, test } from './support/test.ts';

// Issue 23: every CONTRACT §7 persona's result page explains the stored decision, in two brands.
const REFERENCE = /^QC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** 'You can check again from <day>', for a decision made today (either side of a midnight the check spans). */
async function expectCheckAgain(page: Page, months: number, decidedFrom: Date) {
  const days = [decidedFrom, new Date()].map((day) =>
    EXPLANATION_TEXT.checkAgain(formatDecisionDay(addMonths(day, months))),
  );
  const text = (await page.getByTestId('check-again').locator('strong').textContent()) ?? '';
  expect(days).toContain(text);
}

async function expectReference(page: Page) {
  await expect(page.getByTestId('decision-reference')).toHaveText(REFERENCE);
}

/** The agency whose information was used, with its contact details and the free statutory report. */
async function expectAgency(page: Page) {
  const agency = page.getByRole('region', { name: EXPLANATION_TEXT.agencyHeading });
  await expect(agency).toContainText(SANDBOX_AGENCY_DETAILS.name);
  for (const line of SANDBOX_AGENCY_DETAILS.address) await expect(agency).toContainText(line);
  await expect(agency.getByRole('link', { name: SANDBOX_AGENCY_DETAILS.phone })).toBeVisible();
  await expect(agency.getByRole('link', { name: new RegExp(EXPLANATION_TEXT.statutoryReportLink) })).toHaveAttribute(
    'href',
    SANDBOX_AGENCY_DETAILS.statutoryReportUrl,
  );
}

async function expectFindings(page: Page, findings: DeclineFinding[]) {
  const reasons = page.getByRole('region', { name: EXPLANATION_TEXT.reasonsHeading });
  const items = reasons.getByRole('listitem');
  await expect(items).toHaveCount(findings.length);
  for (const [index, finding] of findings.entries()) {
    await expect(items.nth(index)).toContainText(DECLINE_FINDINGS[finding].finding);
    await expect(items.nth(index)).toContainText(DECLINE_FINDINGS[finding].help);
  }
}

for (const brand of BRAND_CASES) {
  test.describe(`decisions explained in ${brand.label}`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('Decline: the findings that counted most, when to check again, the agency, MoneyHelper and a reference', async ({
      page,
    }) => {
      const decidedFrom = new Date();
      await checkEligibility(page, brand, { firstName: 'Dana', lastName: 'Decline' });
      await expectTitle(page, "Sorry Dana, we couldn't give you a card this time");
      await expectFindings(page, ['credit-score', 'ccjs', 'defaults']);
      await expectCheckAgain(page, CHECK_AGAIN_AFTER_MONTHS.SCORE_DECLINE!, decidedFrom);
      await expectAgency(page);
      await expect(
        page.getByRole('region', { name: EXPLANATION_TEXT.debtAdviceHeading }).getByRole('link'),
      ).toHaveAttribute('href', /^https:\/\/www\.moneyhelper\.org\.uk\//);
      await expectReference(page);
      await expectNoAxeViolations(page);
    });

    test('Mismatch: what to check and the agency, never which record did not match', async ({ page }) => {
      await checkEligibility(page, brand, { firstName: 'Mina', lastName: 'Mismatch' });
      await expectTitle(page, "We couldn't confirm your details");
      await expect(page.getByText(EXPLANATION_TEXT.mismatchChecks)).toBeVisible();
      await expectAgency(page);
      await expect(page.getByRole('region', { name: EXPLANATION_TEXT.reasonsHeading })).toHaveCount(0);
      await expectReference(page);
      await expectNoAxeViolations(page);
    });

    test('Applied: when to check again, and a reference', async ({ page }) => {
      const decidedFrom = new Date();
      await checkEligibility(page, brand, { firstName: 'Abe', lastName: 'Applied' });
      await expectTitle(page, "Sorry Abe, you've already applied");
      await expectCheckAgain(page, CHECK_AGAIN_AFTER_MONTHS.ALREADY_APPLIED_DECLINE!, decidedFrom);
      await expect(page.getByRole('region', { name: EXPLANATION_TEXT.agencyHeading })).toHaveCount(0);
      await expectReference(page);
      await expectNoAxeViolations(page);
    });

    for (const lastName of ['Error', 'Slow']) {
      test(`${lastName}: a reference to quote, and that at most a soft search was recorded`, async ({ page }) => {
        await checkEligibility(page, brand, { firstName: 'Eric', lastName });
        await expectTitle(page, 'Oops, something went wrong');
        await expect(page.getByText(EXPLANATION_TEXT.searchRecorded.soft)).toBeVisible();
        await expectReference(page);
        await expectNoAxeViolations(page);
      });
    }

    test("Refer, after 'No thanks': the agency's referral counted first, with the agency and a reference", async ({
      page,
    }) => {
      const obBrand: ObBrand = {
        label: brand.label,
        consumerName: brand.partner ? 'VERY' : 'QCHK',
        ...(brand.partner ? { partner: brand.partner } : {}),
      };
      const decidedFrom = new Date();
      await openLanding(page, obBrand, 'Nia');
      await page.getByRole('button', { name: OB_TEXT.noThanks }).click();
      await page
        .getByRole('dialog', { name: OB_TEXT.modalTitle })
        .getByRole('button', { name: OB_TEXT.understand })
        .click();
      await expectTitle(page, "Sorry Nia, we couldn't give you a card this time");
      const first = page.getByRole('region', { name: EXPLANATION_TEXT.reasonsHeading }).getByRole('listitem').first();
      await expect(first).toContainText(DECLINE_FINDINGS['agency-referral'].finding);
      await expectCheckAgain(page, CHECK_AGAIN_AFTER_MONTHS.SCORE_DECLINE!, decidedFrom);
      await expectAgency(page);
      await expectReference(page);
      await expectNoAxeViolations(page);
    });
  });
}
