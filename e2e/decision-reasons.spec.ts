import { EXPLANATION_TEXT } from '@quickcheck/contracts';
import { CHECK_AGAIN_AFTER_MONTHS } from '../apps/server/src/decision/explain.ts';
import { OB_TEXT } from '../apps/web/src/features/open-banking/open-banking-text.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectAgency, expectCheckAgain, expectReference, sandboxWordsFor } from './support/decision-explanation.ts';
import { openLanding, type ObBrand } from './support/open-banking.ts';
import { BRAND_CASES, expectTitle } from './support/results.ts';
import { documentTitle, issue34Screen } from './support/issue-34-screens.ts';
import { PAGE_NAMES } from '../apps/web/src/common/document-title/page-names.ts';
import { expect, test } from './support/test.ts';

// Issue 23: every docs/product/contract.md#sandbox persona's result page explains the stored decision, in two brands. The
// personas the form decides are explained in results.spec.ts, on the page its walk through the form
// reaches (one walk per persona and brand); the decision open banking makes is explained here.
for (const brand of BRAND_CASES) {
  test.describe(`decisions explained in ${brand.label}`, () => {
    test("Refer, after 'No thanks': the agency's referral first, the fair score called fair (never low), with the agency and a reference", async ({
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
      await expect(page).toHaveTitle(documentTitle(PAGE_NAMES.scoreDecline, brand));
      // The Refer persona's score is 640, which the engine rates fair: the page says so, and says the
      // visitor chose not to share their bank data rather than offering it again as if new.
      const refused = { openBankingOffered: true };
      const reasons = page.getByRole('region', { name: EXPLANATION_TEXT.reasonsHeading });
      await expect(reasons.getByRole('listitem').first()).toContainText(
        sandboxWordsFor([{ code: 'agency-referral', source: 'agency' }], refused)[0]!.finding,
      );
      await expect(reasons.getByRole('listitem').nth(1)).toContainText('rates your credit score as fair');
      await expect(page.getByRole('main')).not.toContainText(/score[^.]* is low/i);
      await expect(page.getByRole('main')).not.toContainText(/brand offers|sharing your bank data/i);
      // The ranking rule as the engine applies it: points short of the best, not how 'low' a thing is.
      await expect(reasons).toContainText(EXPLANATION_TEXT.reasonsIntro);
      await expectCheckAgain(page, CHECK_AGAIN_AFTER_MONTHS.SCORE_DECLINE!, decidedFrom);
      await expectAgency(page);
      await expectReference(page);
      await expectNoAxeViolations(page);
      await issue34Screen(page, `ob-refused-decline-${brand.partner ?? 'quickcheck'}`);
    });
  });
}
