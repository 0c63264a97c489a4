import { BRAND_TEXT, type BrandId } from '@quickcheck/brands';
import { DEFAULT_TECHNICAL_ERROR, EXPLANATION_TEXT, QUOTE_TEXT } from '@quickcheck/contracts';
import { CHECKING_DETAILS_MESSAGE } from '@quickcheck/ui/spinner/spinner-text.ts';
import { CHECK_AGAIN_AFTER_MONTHS } from '../apps/server/src/decision/explain.ts';
import { SANDBOX_AGENCY_DETAILS } from '../apps/server/src/ports/credit-reference-agency/sandbox-agency.ts';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectAgency, expectCheckAgain, expectFindings, expectReference } from './support/decision-explanation.ts';
import { BRAND_CASES, JOURNEY_QUERY, checkEligibility, expectTitle } from './support/results.ts';
import { documentTitle, issue34Screen } from './support/issue-34-screens.ts';
import { PAGE_NAMES } from '../apps/web/src/common/document-title/page-names.ts';
import { TECHNICAL_ERROR_TEXT } from '../apps/web/src/features/technical-error/technical-error-text.ts';
import { expectResultLastsItsTab } from './support/result-lasts.ts';
import { gapsBeforePunctuation } from './support/drawn-text.ts';

// Every docs/product/contract.md#sandbox outcome, start to finish in the browser, in the default brand and one partner brand,
// with how its page explains the stored decision (issue 23). One walk through the form per persona and
// brand: each page's checks share it (a walk is most of a test's time). The Decline walk scans every
// stage with axe; the other walks fill the same stages in the same brand.
for (const brand of BRAND_CASES) {
  test.describe(`results in ${brand.label}`, () => {
    // Each test walks the whole four-stage form at least once: slow on a busy 2-core machine.
    test.describe.configure({ timeout: 180_000 });

    test('an ordinary applicant reaches the agreement with the journey keys, accepts, and is then already applied', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      // The spinner shows while the quotation is in flight: its answer is held until the spinner has
      // been seen (a fast answer replaced it before the assertion looked, once in CI).
      let releaseQuotation = () => {};
      const quotationReleased = new Promise<void>((resolve) => (releaseQuotation = resolve));
      await page.route('**/api/quotation', async (route) => {
        await quotationReleased;
        await route.continue();
      });
      const applicant = await checkEligibility(
        page,
        brand,
        { firstName: 'Olive', lastName: 'Ordinary' },
        { scanStages: false },
      );
      await expect(page.getByText(CHECKING_DETAILS_MESSAGE)).toBeVisible();
      releaseQuotation();
      await page.waitForURL(/\/agreement\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('p')).toBe(brand.productCode ?? null);
      for (const [key, value] of Object.entries(JOURNEY_QUERY)) expect(url.searchParams.get(key), key).toBe(value);
      await expectTitle(page, /card offer$/);
      await expect(page).toHaveTitle(documentTitle(PAGE_NAMES.agreement, brand));
      await expect(page.getByText('Representative APR')).toBeVisible();
      await expect(page.getByText(/£[\d,]+/).first()).toBeVisible();
      await expect(page.getByText("Balance transfers aren't available with this card offer.")).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Accept this offer' }).click();
      await expect(page.getByText("You've accepted your offer")).toBeVisible();
      // Accepted: the offer's end no longer applies; what happens next does (issue 34).
      await expect(page.getByRole('heading', { name: QUOTE_TEXT.nextStepHeading })).toBeVisible();
      await expect(page.getByText(QUOTE_TEXT.validUntilLabel)).toHaveCount(0);
      await expect(page).toHaveTitle(documentTitle(PAGE_NAMES.agreementAccepted, brand));
      await expectNoAxeViolations(page);
      await issue34Screen(page, `agreement-accepted-${brand.partner ?? 'quickcheck'}`);
      await page.reload();
      await expect(page.getByText("You've already accepted this offer")).toBeVisible();
      await expect(page.getByRole('button', { name: 'Accept this offer' })).toHaveCount(0);

      // The same name, date of birth and postcode again: the stored acceptance declines them.
      await checkEligibility(page, brand, { ...applicant }, { scanStages: false });
      await expect(page).toHaveURL(/\/result/);
      await expectTitle(page, "Sorry Olive, you've already applied");
      // The basis was our own record (the acceptance), so 'our records' is right and no agency is named.
      await expect(page.getByRole('main')).toContainText('Our records show that you already have an application');
      await expect(page.getByRole('region', { name: EXPLANATION_TEXT.agencyHeading })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('the Decline persona sees the score-decline page with its factors, next steps and the findings that counted most', async ({
      page,
    }) => {
      const decidedFrom = new Date();
      await checkEligibility(page, brand, { firstName: 'Dana', lastName: 'Decline' });
      await expectTitle(page, "Sorry Dana, we couldn't give you a card this time");
      await expect(page).toHaveTitle(documentTitle(PAGE_NAMES.scoreDecline, brand));
      await expect(page.getByText(/We'll let you know if you become eligible/)).toHaveCount(0);
      const how = page.getByRole('region', { name: 'How we made our decision' });
      await expect(how.getByRole('listitem')).toHaveCount(4);
      const next = page.getByRole('region', { name: 'What you can do next' });
      await expect(next.getByRole('link')).toHaveText(
        brand.partner
          ? [/Free, impartial money guidance/, /Free and confidential debt advice/]
          : [/Check your credit score for free/, /Read our guide to managing money/],
      );
      // The explanation: when to check again, the agency, MoneyHelper and a reference.
      await expectFindings(page, [
        { code: 'credit-score', source: 'agency', rating: 'very poor' },
        { code: 'ccjs', source: 'agency' },
        { code: 'defaults', source: 'agency' },
      ]);
      await expect(page.getByRole('main')).toContainText(
        `${SANDBOX_AGENCY_DETAILS.name} rates your credit score as very poor`,
      );
      await expectCheckAgain(page, CHECK_AGAIN_AFTER_MONTHS.SCORE_DECLINE!, decidedFrom);
      await expectAgency(page);
      // One debt-advice link: a partner's next steps already give one, the own brand's page gives MoneyHelper's.
      await expect(page.getByRole('main').getByRole('link', { name: /debt advice/i })).toHaveCount(1);
      if (!brand.partner) {
        await expect(
          page.getByRole('region', { name: EXPLANATION_TEXT.debtAdviceHeading }).getByRole('link'),
        ).toHaveAttribute('href', /^https:\/\/www\.moneyhelper\.org\.uk\//);
      }
      await expectReference(page);
      await expectNoAxeViolations(page);
      await issue34Screen(page, `decline-${brand.partner ?? 'quickcheck'}`);
      await expectResultLastsItsTab(page, brand, 'decline');
    });

    test('the Refer persona goes on to the open-banking landing for the quotation', async ({ page }) => {
      await checkEligibility(page, brand, { firstName: 'Rory', lastName: 'Refer' }, { scanStages: false });
      await page.waitForURL(/\/ob-landing\?quotation=[0-9a-f-]{36}/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the Mismatch persona sees the play-back, what to check (never which record did not match), and can change the details in edit mode', async ({
      page,
    }) => {
      const applicant = await checkEligibility(
        page,
        brand,
        { firstName: 'Mina', lastName: 'Mismatch' },
        { scanStages: false },
      );
      await expectTitle(page, "We couldn't confirm your details");
      await expect(page).toHaveTitle(documentTitle(PAGE_NAMES.informationMismatch, brand));
      await issue34Screen(page, `mismatch-${brand.partner ?? 'quickcheck'}`);
      // Issue 34 item 5: no space drawn between a link and the full stop or comma after it ('get in
      // touch .'), while a screen reader still hears the new-tab warning as a word of its own.
      const gaps = await gapsBeforePunctuation(page);
      expect(gaps.map(({ link }) => link)).toContain('get in touch');
      expect(gaps.length).toBeGreaterThanOrEqual(2);
      expect(gaps).toEqual(gaps.map(({ link }) => ({ link, gap: 0 })));
      await expect(page.getByRole('link', { name: 'get in touch (opens in a new tab)', exact: true })).toBeVisible();
      // The agency searched is named, and the visitor is sent to it alone, not to every agency.
      await expect(page.getByRole('main')).toContainText(
        `records held by ${SANDBOX_AGENCY_DETAILS.name}, the credit reference agency we searched`,
      );
      const guide = page.getByRole('region', { name: 'Check your credit file' });
      await expect(guide.getByRole('link')).toHaveCount(1);
      await expect(guide.getByRole('link')).toHaveAttribute('href', SANDBOX_AGENCY_DETAILS.statutoryReportUrl);
      await expect(guide).not.toContainText(/Experian|Equifax|TransUnion/);
      const { day, month, year } = applicant.dateOfBirth;
      const playback = page.getByRole('region', { name: 'The details you gave us' });
      const rows: [string, string][] = [
        ['First name', 'Mina'],
        ['Last name', 'Mismatch'],
        ['Date of birth', `${day}/${month}/${year}`],
        ['Postcode', applicant.postcode],
        ['Years at address', applicant.yearsAtAddress],
      ];
      for (const [term, value] of rows) {
        await expect(playback.locator('div', { has: page.getByText(term, { exact: true }) })).toContainText(value);
      }
      await expect(page.getByRole('region', { name: 'Check your credit file' }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('main').getByRole('link', { name: /get in touch/ })).toBeVisible();
      await expect(page.getByText(EXPLANATION_TEXT.mismatchChecks)).toBeVisible();
      await expectAgency(page);
      await expect(page.getByRole('region', { name: EXPLANATION_TEXT.reasonsHeading })).toHaveCount(0);
      await expectReference(page);
      await expectNoAxeViolations(page);
      await expectResultLastsItsTab(page, brand, 'mismatch');

      await page.getByRole('link', { name: 'Change your details' }).click();
      await expectTitle(page, 'Edit your details');
      const query = new URL(page.url()).searchParams;
      expect(query.get('quotation')).toMatch(/^[0-9a-f-]{36}$/);
      expect(query.get('s')).toBe(JOURNEY_QUERY.s);
      await expect(page.locator('[name="first-name"]')).toHaveValue('Mina');
    });

    test('the Applied persona is greeted by name with contact and homepage links, when to check again and a reference', async ({
      page,
    }) => {
      const decidedFrom = new Date();
      await checkEligibility(page, brand, { firstName: 'Abel', lastName: 'Applied' }, { scanStages: false });
      await expectTitle(page, "Sorry Abel, you've already applied");
      await expect(page).toHaveTitle(documentTitle(PAGE_NAMES.alreadyApplied, brand));
      await issue34Screen(page, `already-applied-${brand.partner ?? 'quickcheck'}`);
      // The footer has a 'Contact us' too: the page's own links are in the main region.
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', /^https:\/\/.+contact-us$/);
      await expect(main.getByRole('link', { name: 'Go to our homepage' })).toHaveAttribute('href', /^https:\/\//);
      await expectCheckAgain(page, CHECK_AGAIN_AFTER_MONTHS.ALREADY_APPLIED_DECLINE!, decidedFrom);
      // The agency's data was the basis (it holds a live application): it is named, never 'our records'.
      await expect(main).toContainText(
        `${SANDBOX_AGENCY_DETAILS.name}, the credit reference agency we searched, shows that you already have a live application`,
      );
      await expect(main).not.toContainText(/\bour records/i); // 'for your records' (save or print) is not it
      await expectAgency(page);
      await expectReference(page);
      await expectNoAxeViolations(page);
      await expectResultLastsItsTab(page, brand, 'already-applied');
    });

    for (const lastName of ['Error', 'Slow']) {
      test(`the ${lastName} persona sees the technical error page, a reference to quote, and that at most a soft search was recorded`, async ({
        page,
      }) => {
        await checkEligibility(page, brand, { firstName: 'Eric', lastName }, { scanStages: false });
        await expectTitle(page, DEFAULT_TECHNICAL_ERROR.heading);
        await expect(page).toHaveTitle(documentTitle(PAGE_NAMES.technicalError, brand));
        await expect(page.getByText(DEFAULT_TECHNICAL_ERROR.body)).toBeVisible();
        await expect(page.getByText(EXPLANATION_TEXT.searchRecorded.soft)).toBeVisible();
        await expectReference(page);
        await expectNoAxeViolations(page);
        if (lastName === 'Error') {
          await issue34Screen(page, `technical-error-${brand.partner ?? 'quickcheck'}`);
          await expectResultLastsItsTab(page, brand, 'technical-error');
        }

        // Issue 34 item 4: back to the form with the answers kept, in the same brand, the journey's query kept.
        await page.getByRole('link', { name: TECHNICAL_ERROR_TEXT.tryAgain }).click();
        await expect(page.locator('[name="first-name"]')).toHaveValue('Eric');
        await expect(page.locator('[name="last-name"]')).toHaveValue(lastName);
        const brandId = (brand.partner ?? 'quickcheck') as BrandId;
        await expect(page).toHaveTitle(new RegExp(`${BRAND_TEXT[brandId].pageTitle.replace('|', '\\|')}$`));
        const query = new URL(page.url()).searchParams;
        expect(query.get('partner')).toBe(brand.partner ?? null);
        expect(query.get('s')).toBe(JOURNEY_QUERY.s);
      });
    }
  });
}
