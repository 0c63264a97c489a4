import { HOME_SHOPPING_PRODUCT_ID } from '@quickcheck/brands';
import { expect, test, type Page } from './support/test.ts';
import { completeForm, confirmAnswers, fillAboutYou, fillFinances, ordinaryApplicant } from './support/applicant.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { embeddedFormPayload } from './support/embedded-form.ts';
import { BRANDS } from './support/brands.ts';
import { completeFormByKeyboard } from './support/keyboard-journey.ts';

// Whole journeys with an axe scan per stage: slow on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

interface SubmittedQuote {
  response: Record<string, string>;
  marketingOptIn: string;
  requoteOptIn: string;
}

const summaryLink = (page: Page, message: string) => page.getByRole('link', { name: message, exact: true });

test.describe('the quotation form', () => {
  test('shows every rule of the first stages with its exact message, and passes axe with errors', async ({ page }) => {
    await page.goto('/');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('heading', { name: '6 errors' })).toBeVisible();
    for (const message of [
      'Please select your title',
      'Please enter your first name',
      'Please enter your mobile number',
    ]) {
      await expect(summaryLink(page, message)).toBeVisible();
    }
    await summaryLink(page, 'Please enter your first name').click();
    await expect(page.locator('[name="first-name"]')).toBeFocused();
    await expectNoAxeViolations(page);

    await fillAboutYou(page, ordinaryApplicant());
    const postcode = page.locator('[name="postcode"]');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByText('Postcode is required')).toBeVisible();
    await postcode.fill('NOT A CODE');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByText('This is not a valid Postcode')).toBeVisible();

    await postcode.fill('ZZ1 1ZZ');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByRole('alert')).toHaveText('Address lookup failed, please enter address manually');
    await page.locator('[name="years-at-address"]').fill('5');
    await page.locator('button[type=submit]').click();
    await expect(summaryLink(page, 'Please provide your address')).toBeVisible();

    await page.locator('[name="house-number"]').fill('1'.repeat(32));
    await page.locator('button[type=submit]').click();
    await expect(summaryLink(page, 'Your House/flat name or number must be less than 32 characters')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('[name="house-number"]').fill('12');
    await page.locator('[name="street-name"]').fill('Acacia Avenue');
    await page.locator('[name="town-city"]').fill('Ashbridge');
    await page.locator('[name="years-at-address"]').fill('1');
    const previous = page.getByRole('group', { name: 'Your previous address' });
    await previous.getByRole('button', { name: 'Enter address manually' }).click();
    await page.locator('[name="previous-house-number"]').fill('12');
    await page.locator('[name="previous-street-name"]').fill('Acacia Avenue');
    await page.locator('[name="previous-town-city"]').fill('Ashbridge');
    await page.locator('[name="previous-postcode"]').fill('zz11zz');
    await page.locator('button[type=submit]').click();
    await expect(summaryLink(page, 'Previous address must be different')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('[name="previous-house-number"]').fill('14');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('heading', { name: 'Your finances' })).toBeVisible();
    await page.locator('button[type=submit]').click();
    await expect(summaryLink(page, 'Please select an answer').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'What is your employment status?' })).toContainText(
      'Please select an answer',
    );
    await expectNoAxeViolations(page);
  });

  test("'Check your answers' lists the answers; 'Change' goes to the stage and back", async ({ page }) => {
    await page.goto('/');
    const applicant = ordinaryApplicant({ lastName: 'Decline' });
    await fillAboutYou(page, applicant);
    await page.locator('[name="postcode"]').fill(applicant.postcode);
    await page.getByRole('button', { name: 'Find address' }).click();
    await page.getByLabel('Select your address').selectOption({ index: 1 });
    await page.locator('[name="years-at-address"]').fill('5');
    await page.locator('button[type=submit]').click();
    await fillFinances(page, applicant);
    await page.locator('button[type=submit]').click();

    await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About you' })).toContainText(applicant.email);
    await expect(page.getByRole('region', { name: 'Your finances' })).toContainText('£30,000');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Change first name' }).click();
    await page.locator('[name="first-name"]').fill('Robin');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'About you' })).toContainText('Robin');

    const quotation = page.waitForRequest((request) => request.url().endsWith('/api/quotation'));
    await confirmAnswers(page);
    expect((await quotation).postDataJSON()).toMatchObject({ response: { 'first-name': 'Robin' } });
  });

  test('carries the address parameters into the form request and the submission', async ({ page }) => {
    const formRequests: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/form')) formRequests.push(new URL(request.url()));
    });
    const s = 'aBcdeFghVN1rest';
    await page.goto(
      `/?s=${s}&campaign=SPRING&p=CCS12&channel=web&pcr=PCR1&v=VEN1&o=OEM9&firstName=Ada#lastName=Lovelace`,
    );
    await expect(page.locator('[name="first-name"]')).toHaveValue('Ada');
    await expect(page.locator('[name="last-name"]')).toHaveValue('Lovelace');
    const query = formRequests[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toMatchObject({ consumerName: 'QCHK', s, vc: 'VEN1', oemc: 'OEM9' });

    const quotation = page.waitForRequest((request) => request.url().endsWith('/api/quotation'));
    await completeForm(page, ordinaryApplicant({ lastName: 'Decline' }), { scanStages: false });
    expect((await quotation).postDataJSON()).toMatchObject({
      sParameter: s,
      productId: 'CCS12',
      onlineEntryMethodCode: 'OEM9',
      preTaxIncomeDuration: 'yearly',
    });
  });

  test('a home-shopping brand sends its shared product code and the CQC vendor code by default', async ({ page }) => {
    await page.goto('/?partner=very');
    // The server drew the first stage with the form it asked for itself: vc defaulted to CQC.
    expect((await embeddedFormPayload(page)).vendorCode).toBe('CQC');
    const quotation = page.waitForRequest((request) => request.url().endsWith('/api/quotation'));
    await completeForm(page, ordinaryApplicant({ lastName: 'Decline' }), { scanStages: false });
    expect((await quotation).postDataJSON()).toMatchObject({ productId: HOME_SHOPPING_PRODUCT_ID });
  });

  test('edit mode shows the stored answers under "Edit your details"', async ({ page }) => {
    const applicant = ordinaryApplicant({ firstName: 'Edith', lastName: 'Decline' });
    await page.goto('/');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/quotation'));
    await completeForm(page, applicant, { scanStages: false });
    const { quotationId } = (await (await answered).json()) as { quotationId: string };

    await page.goto(`/?quotation=${quotationId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit your details');
    await expect(page.locator('[name="first-name"]')).toHaveValue('Edith');
    await expect(page.locator('[name="email-address"]')).toHaveValue(applicant.email);
    await expectNoAxeViolations(page);
  });

  test('another browser with the edit link gets a fresh, empty form (a quotation id alone opens nothing)', async ({
    page,
    browser,
  }) => {
    const applicant = ordinaryApplicant({ firstName: 'Private', lastName: 'Decline' });
    await page.goto('/');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/quotation'));
    await completeForm(page, applicant, { scanStages: false });
    const { quotationId } = (await (await answered).json()) as { quotationId: string };

    const stranger = await (await browser.newContext()).newPage();
    const refused = stranger.waitForResponse(
      (response) => response.url().includes('/api/form') && response.url().includes(`quotation=${quotationId}`),
    );
    await stranger.goto(`/?quotation=${quotationId}&partner=luma`);
    expect((await refused).status()).toBe(403);
    await stranger.waitForURL(
      (url) => !url.searchParams.has('quotation') && url.searchParams.get('partner') === 'luma',
    );
    await expect(stranger.locator('[name="first-name"]')).toHaveValue('');
    await expect(stranger.getByText(applicant.email)).toHaveCount(0);
    await stranger.context().close();
  });

  test("a comparison site's visitor sees no header logo and no permissions, also when editing", async ({ page }) => {
    const headerLogo = page.getByRole('banner').getByRole('img', { name: /logo/ });
    await page.goto('/');
    await expect(headerLogo).toBeVisible();

    await page.goto('/?consumerName=MSM');
    await expect(page.locator('[name="first-name"]')).toBeVisible();
    // docs/product/screens.md: the progress bar takes the header logo's place on aggregator-consumer views.
    await expect(headerLogo).toBeHidden();
    await expect(page.getByRole('progressbar', { name: /^Step 1 of \d$/ })).toBeVisible();
    const applicant = ordinaryApplicant({ firstName: 'Agatha', lastName: 'Decline' });
    const quotation = page.waitForRequest((request) => request.url().endsWith('/api/quotation'));
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/quotation'));
    await completeForm(page, applicant);
    const submitted = (await quotation).postDataJSON() as SubmittedQuote;
    expect(submitted).toMatchObject({
      marketingOptIn: 'false',
      requoteOptIn: 'false',
      response: { 'marketing-permission': 'false', 'future-soft-search-permission': 'false' },
    });
    const { quotationId } = (await (await answered).json()) as { quotationId: string };

    await page.goto(`/?consumerName=MSM&quotation=${quotationId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check the details from your comparison site');
    await expect(page.locator('[name="first-name"]')).toHaveValue('Agatha');
    await expect(headerLogo).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('on a phone the hero offers instant issuance, with explanatory modals', async ({ page }) => {
    // A slow form call: the hero is there first, and a modal opened then survives the form's arrival.
    await page.route('**/api/form**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Use your card before it arrives' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use your card before it arrives' });
    await expect(dialog).toContainText('digital wallet');
    await expect(page.locator('[name="first-name"]')).toBeAttached();
    await expect(dialog).toBeVisible();
    await page.unroute('**/api/form**');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.goto('/?partner=very');
    await expect(page.getByRole('list', { name: 'Why use QuickCheck' })).not.toContainText('before it arrives');
  });

  test('the terms and conditions open in a modal that Escape closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'terms and conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(dialog).toContainText('over');
    await expect(dialog).toContainText('£100');
    await expect(dialog).toContainText('three years');
    await expect(dialog.getByRole('link', { name: /Experian/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

// Every brand by keyboard alone, half of them finding the address by postcode and half typing it by hand.
for (const [index, brand] of BRANDS.entries()) {
  const address = index % 2 === 0 ? 'lookup' : 'manual';
  test(`a visitor completes the form by keyboard alone (${brand.id}, address by ${address})`, async ({ page }) => {
    await page.goto(`/?partner=${brand.id}`);
    const quotation = page.waitForRequest((request) => request.url().endsWith('/api/quotation'));
    await completeFormByKeyboard(page, ordinaryApplicant({ lastName: 'Decline' }), {
      address,
      asksPermissions: brand.asksPermissions,
    });
    const { response, requoteOptIn } = (await quotation).postDataJSON() as SubmittedQuote;
    expect(response).toMatchObject({ 'town-city': address === 'manual' ? 'Ashbridge' : expect.any(String) });
    // The keyboard journey ticks the future-eligibility box wherever it is asked.
    expect(requoteOptIn).toBe(brand.asksPermissions ? 'true' : 'false');
    await page.waitForURL(/\/result/);
  });
}
