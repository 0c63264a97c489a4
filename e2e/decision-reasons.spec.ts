import { DECLINE_FINDINGS, EXPLANATION_TEXT } from '@quickcheck/contracts';
import { CHECK_AGAIN_AFTER_MONTHS } from '../apps/server/src/decision/explain.ts';
import { OB_TEXT } from '../apps/web/src/features/open-banking/open-banking-text.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectAgency, expectCheckAgain, expectReference } from './support/decision-explanation.ts';
import { openLanding, type ObBrand } from './support/open-banking.ts';
import { BRAND_CASES, expectTitle } from './support/results.ts';
import { expect, test } from './support/test.ts';

// Issue 23: every CONTRACT §7 persona's result page explains the stored decision, in two brands. The
// personas the form decides are explained in results.spec.ts, on the page its walk through the form
// reaches (one walk per persona and brand); the decision open banking makes is explained here.
for (const brand of BRAND_CASES) {
  test.describe(`decisions explained in ${brand.label}`, () => {
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
