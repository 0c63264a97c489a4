import { CHECKING_DETAILS_MESSAGE } from '@quickcheck/ui/spinner/spinner-text.ts';
import { expect, test, type Page } from './support/test.ts';
import { fillAboutYou, fillFinances, ordinaryApplicant } from './support/applicant.ts';

const QUERY = '?s=ABCDEFGH123';
const stageHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** Each stage at its address, its heading focused and named in the title, the query kept. */
async function expectStage(page: Page, stageId: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`/eligibility/${stageId}\\${QUERY}$`));
  await expect(stageHeading(page, title)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title} - `));
}

async function fillAddress(page: Page) {
  await page.locator('[name="postcode"]').fill('SW1A 1AA');
  await page.getByRole('button', { name: 'Find address' }).click();
  const addresses = page.getByLabel('Select your address');
  await expect(addresses.locator('option').nth(1)).toBeAttached();
  await addresses.selectOption({ index: 1 });
  await page.locator('[name="years-at-address"]').fill('5');
  await page.locator('button[type=submit]').click();
}

test('every stage has an address: Back, Forward and refresh keep the answers, and the title names the stage', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const applicant = ordinaryApplicant({ firstName: 'Rowan' });
  await page.goto(`/${QUERY}`);
  await fillAboutYou(page, applicant);
  await expectStage(page, 'your-address', 'Your address');
  await expect(stageHeading(page, 'Your address')).toBeFocused();
  await fillAddress(page);
  await expectStage(page, 'your-finances', 'Your finances');
  await fillFinances(page, applicant);
  await expectStage(page, 'your-preferences', 'Staying in touch');
  await page.locator('button[type=submit]').click();
  await expectStage(page, 'check-your-answers', 'Check your answers');

  await page.goBack();
  await expectStage(page, 'your-preferences', 'Staying in touch');
  await expect(stageHeading(page, 'Staying in touch')).toBeFocused();
  await page.goBack();
  await expectStage(page, 'your-finances', 'Your finances');
  await expect(page.locator('[name="occupation"]')).toHaveValue(applicant.occupation);
  // A refresh in the middle keeps the stage and the answers.
  await page.reload();
  await expectStage(page, 'your-finances', 'Your finances');
  await expect(page.locator('[name="annual-income"]')).toHaveValue(/30,?000/);
  await page.goBack();
  await expectStage(page, 'your-address', 'Your address');
  await expect(page.locator('[name="years-at-address"]')).toHaveValue('5');
  await page.goBack();
  await expect(stageHeading(page, 'About you')).toBeVisible();
  await expect(page.locator('[name="first-name"]')).toHaveValue('Rowan');

  for (const [stageId, title] of [
    ['your-address', 'Your address'],
    ['your-finances', 'Your finances'],
    ['your-preferences', 'Staying in touch'],
    ['check-your-answers', 'Check your answers'],
  ] as const) {
    await page.goForward();
    await expectStage(page, stageId, title);
  }
  await page.reload();
  await expectStage(page, 'check-your-answers', 'Check your answers');
  await expect(page.getByText('Rowan', { exact: false }).first()).toBeVisible();

  // What a refresh needs is sealed: the answers are not readable from the tab's storage.
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).toContain('qc-form-snapshot');
  expect(stored).not.toContain('Rowan');
  expect(stored).not.toContain(applicant.occupation);

  await page.locator('button[type=submit]').click();
  // Submitted answers never come back: the snapshot is gone once the check starts.
  await expect(page.getByRole('heading', { name: CHECKING_DETAILS_MESSAGE })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('qc-form-snapshot'))).toBeNull();
});

test("a later stage's address without the earlier answers starts at the first stage", async ({ page }) => {
  await page.goto(`/eligibility/your-finances${QUERY}`);
  await expectStage(page, 'about-you', 'About you');
  await expect(page.locator('[name="first-name"]')).toHaveValue('');
});

/** Back through the earlier stages: each still holds what the visitor gave it. */
async function expectEarlierAnswers(page: Page, applicant: ReturnType<typeof ordinaryApplicant>, from: number) {
  const checks = [
    { stageId: 'about-you', title: 'About you', field: 'first-name', value: applicant.firstName },
    { stageId: 'your-address', title: 'Your address', field: 'years-at-address', value: '5' },
    { stageId: 'your-finances', title: 'Your finances', field: 'occupation', value: applicant.occupation },
  ].slice(0, from);
  for (const { stageId, title, field, value } of checks.reverse()) {
    await page.goBack();
    // The first stage is where the visit began: its address is the start page's.
    if (stageId === 'about-you') await expect(stageHeading(page, title)).toBeVisible();
    else await expectStage(page, stageId, title);
    await expect(page.locator(`[name="${field}"]`)).toHaveValue(value);
  }
  for (let step = 0; step < checks.length; step += 1) await page.goForward();
}

test('a visitor who continues without a pause keeps every answer through a refresh right after each stage', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const applicant = ordinaryApplicant({ firstName: 'Sasha' });
  await page.goto(`/${QUERY}`);
  // Each refresh comes the moment the next stage shows: the answers must already be sealed.
  await fillAboutYou(page, applicant);
  await page.reload();
  await expectStage(page, 'your-address', 'Your address');
  await expectEarlierAnswers(page, applicant, 1);

  await expectStage(page, 'your-address', 'Your address');
  await fillAddress(page);
  await expect(stageHeading(page, 'Your finances')).toBeVisible();
  await page.reload();
  await expectStage(page, 'your-finances', 'Your finances');
  await expectEarlierAnswers(page, applicant, 2);

  await expectStage(page, 'your-finances', 'Your finances');
  await fillFinances(page, applicant);
  await page.reload();
  await expectStage(page, 'your-preferences', 'Staying in touch');
  await expectEarlierAnswers(page, applicant, 3);
});

test('answers given before the sealing code arrives are sealed once it does', async ({ page }) => {
  test.setTimeout(120_000);
  const applicant = ordinaryApplicant({ firstName: 'Kit' });
  // The sealing code (the sealer and what it seals with) is held back until the visitor is on the third stage.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(form-snapshot|snapshot-sealer)-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/${QUERY}`);
  await fillAboutYou(page, applicant);
  await fillAddress(page);
  await expectStage(page, 'your-finances', 'Your finances');

  const keyAsked = page.waitForResponse((response) => response.url().includes('/api/session/snapshot-key'));
  release();
  expect((await keyAsked).status()).toBe(200);
  await fillFinances(page, applicant);
  await page.reload();
  await expectStage(page, 'your-preferences', 'Staying in touch');
  await expectEarlierAnswers(page, applicant, 3);
});
