import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { CONTINUE_LABEL } from '@quickcheck/contracts';
import { startTestSmtpServer, type TestSmtpServer } from '../apps/server/test/helpers/test-smtp-server.ts';
import { CONTINUE_TITLES } from '../apps/server/src/saved-check/continue-pages.ts';
import {
  SAVE_EMAIL_LABEL,
  SAVE_FOR_LATER_LABEL,
  SEND_LINK_LABEL,
} from '../apps/web/src/features/quotation-form/save-for-later/save-for-later-texts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { confirmAnswers, fillAboutYou, fillFinances, ordinaryApplicant } from './support/applicant.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, test, waitForHydration, type Page } from './support/test.ts';

// Issue 34 item 3 (decision 064): once a saved link is used, that browser resumes the check from the
// form's address or the link again until it submits; any other browser is still refused.

const SCREENS_DIR = process.env.REFRESH_SCREENS_DIR;
async function keep(page: Page, brand: string, name: string) {
  if (!SCREENS_DIR) return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENS_DIR, `refresh-${brand}-${name}.png`), fullPage: true });
}

let smtp: TestSmtpServer | undefined;
let server: ExtraServer | undefined;
test.beforeAll(async () => {
  // A server of its own (SMTP_URL is read at start): its start takes long on a busy shared machine.
  test.setTimeout(300_000);
  smtp = await startTestSmtpServer();
  server = await startExtraServer({ SMTP_URL: smtp.url, RATE_LIMIT_SCALE: '100' }, 70);
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});
test.describe.configure({ mode: 'serial' });

const linkOf = (message: ParsedMail) => {
  const found = /https?:\/\/\S+\/continue\?\S+/.exec(message.text ?? '')?.[0];
  if (!found) throw new Error('No link in the message');
  return found;
};

/** Fills the first two stages in a browser of its own and saves on the third: the e-mailed link. */
async function saveOnStage3(context: BrowserContext, query: string, applicant: ReturnType<typeof ordinaryApplicant>) {
  const page = await context.newPage();
  await page.goto(`${server!.baseURL}/${query}`);
  await waitForHydration(page);
  await fillAboutYou(page, applicant);
  await page.locator('[name="postcode"]').fill(applicant.postcode);
  await page.getByRole('button', { name: 'Find address' }).click();
  await page.getByLabel('Select your address').selectOption({ index: 1 });
  await page.locator('[name="years-at-address"]').fill(applicant.yearsAtAddress);
  await page.locator('button[type=submit]').click();
  await expect(page.getByRole('heading', { name: 'Your finances' })).toBeVisible();
  const sent = smtp!.messages.length;
  await page.getByRole('button', { name: SAVE_FOR_LATER_LABEL }).click();
  const dialog = page.getByRole('dialog', { name: SAVE_FOR_LATER_LABEL });
  await dialog.getByLabel(SAVE_EMAIL_LABEL).fill(applicant.email);
  await dialog.getByRole('button', { name: SEND_LINK_LABEL }).click();
  // Generous: the message crosses a real SMTP server on a busy shared machine.
  const link = linkOf(await smtp!.waitForMessage(applicant.email, sent, 60_000));
  await page.close();
  return link;
}

/** The third stage, then 'Check your answers' with the saved answers of stages 1 and 2 behind it. */
async function expectResumedOnStage3(page: Page, applicant: ReturnType<typeof ordinaryApplicant>, query: string) {
  await expect(page).toHaveURL(new RegExp(`/eligibility/your-finances${query.replace('?', '\\?')}$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Your finances' })).toBeVisible();
  await fillFinances(page, applicant);
  await page.locator('button[type=submit]').click();
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  for (const answer of [applicant.firstName, applicant.lastName, applicant.email]) {
    await expect(page.getByRole('main')).toContainText(answer);
  }
}

for (const brand of [
  { id: 'luma', query: '?partner=luma' },
  { id: 'quickcheck', query: '' },
]) {
  test(`in ${brand.id}: a used link resumes in the same browser (a new tab, from / and from the link), never in another, until submitted`, async ({
    browser,
  }) => {
    // Three browsers and two walks of the form: slow on a busy shared machine.
    test.setTimeout(360_000);
    const base = server!.baseURL;
    const applicant = ordinaryApplicant({
      firstName: 'Saoirse',
      email: `resume.${brand.id}.${Date.now()}@example.com`,
    });
    const saver = await browser.newContext();
    const link = await saveOnStage3(saver, brand.query, applicant);
    await saver.close();

    // The phone that opens the e-mail: presses the link, then closes that tab.
    const phone = await browser.newContext();
    const first = await phone.newPage();
    await first.goto(link);
    await first.getByRole('button', { name: CONTINUE_LABEL }).click();
    await expect(first.getByRole('heading', { name: 'Your finances' })).toBeVisible();
    await first.close();

    // A new tab of the same browser, at the form's address: the check is there, at its stage.
    const fromHome = await phone.newPage();
    await fromHome.goto(`${base}/${brand.query}`);
    await expect(fromHome.getByRole('heading', { name: 'Your finances' })).toBeVisible();
    await expectNoAxeViolations(fromHome);
    await keep(fromHome, brand.id, 'resumed-from-home');
    await expectResumedOnStage3(fromHome, applicant, brand.query);
    await fromHome.close();

    // The same link again in that browser: 'Continue your check', not 'already used'.
    const fromLink = await phone.newPage();
    await fromLink.goto(link);
    await expect(fromLink.getByRole('heading', { level: 1, name: CONTINUE_TITLES.ready })).toBeVisible();
    await expectNoAxeViolations(fromLink);
    await keep(fromLink, brand.id, 'link-again-same-browser');
    await fromLink.getByRole('button', { name: CONTINUE_LABEL }).click();
    await expectResumedOnStage3(fromLink, applicant, brand.query);

    // Another browser: the link is used, and its form is empty.
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto(link);
    await expect(elsewhere.getByRole('heading', { level: 1, name: CONTINUE_TITLES.used })).toBeVisible();
    await elsewhere.goto(`${base}/${brand.query}`);
    await expect(elsewhere.locator('[name="first-name"]')).toHaveValue('');
    await other.close();

    // Submitted in the first browser: the check is done, not resumed again there either.
    await confirmAnswers(fromLink);
    await fromLink.waitForURL(/\/agreement\?/, { timeout: 30_000 });
    const afterwards = await phone.newPage();
    await afterwards.goto(`${base}/${brand.query}`);
    await expect(afterwards).toHaveURL(`${base}/${brand.query}`);
    await expect(afterwards.locator('[name="first-name"]')).toHaveValue('');
    await afterwards.goto(link);
    await expect(afterwards.getByRole('heading', { level: 1, name: CONTINUE_TITLES.used })).toBeVisible();
    await phone.close();
  });
}
