import { CHECKING_DETAILS_MESSAGE } from '@quickcheck/ui/spinner/spinner-text.ts';
import { expect, test } from './support/test.ts';
import { completeForm, ordinaryApplicant } from './support/applicant.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.describe('the eligibility journey', () => {
  test('an ordinary employed applicant on £30,000 is matched and reaches the agreement', async ({ page }) => {
    await page.goto('/');
    await completeForm(page, ordinaryApplicant());

    await expect(page.getByText(CHECKING_DETAILS_MESSAGE)).toBeVisible();
    await page.waitForURL(/\/agreement\?/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('card offer');
    await expect(page.getByText(/£[\d,]+/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an applicant the agency scores poorly sees the score-decline page', async ({ page }) => {
    await page.goto('/');
    await completeForm(page, ordinaryApplicant({ firstName: 'Dana', lastName: 'Decline' }));

    await expect(page).toHaveURL(/\/result/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Sorry Dana, we couldn't give you a card this time",
    );
    await expectNoAxeViolations(page);
  });

  test('an applicant the agency cannot find at the address sees the mismatch page with their details', async ({
    page,
  }) => {
    const applicant = ordinaryApplicant({ firstName: 'Morgan', lastName: 'Mismatch' });
    await page.goto('/');
    await completeForm(page, applicant);

    await expect(page).toHaveURL(/\/result/);
    const { day, month, year } = applicant.dateOfBirth;
    await expect(page.getByText(`${day}/${month}/${year}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change your details' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a direct visit to the result route with no decision goes back to the form, keeping the query', async ({
    page,
  }) => {
    await page.goto('/result?s=ABCDEFGH123');
    await page.waitForURL(/\/\?s=ABCDEFGH123$/);
    await expect(page.locator('[name="first-name"]')).toBeVisible();
  });
});
