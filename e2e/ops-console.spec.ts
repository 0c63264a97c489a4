import { mkdirSync } from 'node:fs';
import { ordinaryAnswers } from '../apps/server/test/helpers/applicant.ts';
import { AUDIT_LOG_INTACT, SIGN_IN_REFUSED } from '../apps/server/src/ops/ops-texts.ts';
import { fillAboutYou, ordinaryApplicant } from './support/applicant.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { CONSENTED_STORAGE_STATE } from './support/consent.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import {
  addOperator,
  checkThroughApi,
  freshCodeOf,
  signIn as signInAt,
  type Operator,
} from './support/ops-operators.ts';
import type { Browser, Locator } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';

// Issue 24 'Done when': the console in a real browser, on a server of its own whose operators
// were added from the command line before it started (the embedded database is one process's).

const OPERATORS = {
  admin: 'admin@ops.test',
  compliance: 'compliance@ops.test',
  analyst: 'analyst@ops.test',
  leaver: 'leaver@ops.test',
  desk: 'desk@ops.test',
} as const;
/** The role of an operator not named after theirs. */
const ROLE_OF: Partial<Record<keyof typeof OPERATORS, string>> = { leaver: 'analyst', desk: 'analyst' };
let server: ExtraServer | undefined;
const operators = new Map<string, Operator>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Offset 75, off the tens the other specs use: helpers' E2E_PORTs ten apart made another
  // run's extra server answer on this one's port (its page views counted here).
  server = await startExtraServer({ RATE_LIMIT_SCALE: '100', OPEN_BANKING_SANDBOX_LATENCY_MS: '60' }, 75, {
    prepare: (env) => {
      for (const [name, email] of Object.entries(OPERATORS)) {
        operators.set(name, addOperator(env, email, ROLE_OF[name as keyof typeof OPERATORS] ?? name));
      }
    },
  });
});
test.afterAll(async () => server?.stop());
// One console server for the file: its tests run one after another on it.
test.describe.configure({ mode: 'serial' });

/** A phone, as the project's (390 × 844): an operator's console must work on one too. */
async function phonePage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: CONSENTED_STORAGE_STATE,
    ...options,
  });
  return context.newPage();
}

/**
 * Issue 24's screenshots of each console page on a phone, in the quickcheck brand, when asked
 * for (OPS_SCREENS=1): written to docs/screens/issue-24 for a person to look at.
 */
const SCREENS_DIR = 'docs/screens/issue-24';
async function screen(page: Page, name: string): Promise<void> {
  await issue34Screen(page, name);
  if (!process.env.OPS_SCREENS) return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENS_DIR}/${name}.png`, fullPage: true });
}

/** Issue 34's screenshots of the pages it changed (ISSUE34_SCREENS=1), named by page and width. */
const ISSUE_34_PAGES = ['funnel', 'outcomes', 'open-banking', 'experiments'];
async function issue34Screen(page: Page, name: string): Promise<void> {
  if (!process.env.ISSUE34_SCREENS || !ISSUE_34_PAGES.includes(name)) return;
  mkdirSync('docs/screens/issue-34', { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `docs/screens/issue-34/ops-${name}-${width}.png`, fullPage: true });
}

/** Signs in on this file's server; the first time through the operator's enrolment link. */
const signIn = (page: Page, operator: Operator) => signInAt(page, server!.baseURL, operator);

/** A scripted visitor's check through the API, on the console's server. */
const check = (request: APIRequestContext, lastName: string) =>
  checkThroughApi(request, server!.baseURL, ordinaryAnswers({ 'first-name': 'Mina', 'last-name': lastName }));

const cellOf = (page: Page, stage: string, column: number) =>
  page
    .getByRole('table', { name: 'Funnel stages' })
    .getByRole('row', { name: new RegExp(`^${stage}`) })
    .getByRole('cell')
    .nth(column);

test('an admin from the command line enrols, sees the scripted journeys in the funnel and exports them; an analyst cannot look up a decision; a compliance look-up is audited', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The scripted journeys: two offers (one accepted), one decline.
  const offer = await check(request, 'Smith');
  await check(request, 'Jones');
  const decline = await check(request, 'Decline');
  expect([offer.reason, decline.reason]).toEqual(['MATCH_AND_OFFER', 'SCORE_DECLINE']);
  const token = new URL(offer.agreementUrl!).searchParams.get('token')!;
  expect(await (await request.post(`${server!.baseURL}/api/agreement/accept`, { data: { token } })).json()).toEqual({
    accepted: true,
  });
  // Two visitors in a real browser, still inside their form session's inactivity window: one
  // opens the form page and reloads it (one view); one without JavaScript opens it and posts
  // 'About you' (a second view, and a completed stage the server counts from the post).
  const looker = await phonePage(browser);
  await looker.goto(`${server!.baseURL}/`);
  await expect(looker.locator('[name="first-name"]')).toBeVisible();
  await looker.reload();
  await expect(looker.locator('[name="first-name"]')).toBeVisible();
  const noScript = await phonePage(browser, { javaScriptEnabled: false });
  await noScript.goto(`${server!.baseURL}/`);
  await fillAboutYou(noScript, ordinaryApplicant());
  await expect(noScript).toHaveURL(/\/eligibility\/your-address$/);

  // The admin: the password alone shows no key; through the enrolment link, the QR code and key,
  // a wrong code refused, then the right one.
  const admin = await phonePage(browser);
  const adminOperator = operators.get('admin')!;
  await admin.goto(`${server!.baseURL}/ops`);
  await expectNoAxeViolations(admin);
  await screen(admin, 'sign-in');
  await admin.getByLabel('Email').fill(adminOperator.email);
  await admin.getByLabel('Password').fill(adminOperator.password);
  await admin.getByRole('button', { name: 'Continue' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Set up your authenticator app');
  await expect(admin.getByTestId('totp-secret')).toHaveCount(0);
  await expectNoAxeViolations(admin);
  await admin.goto(`${server!.baseURL}${adminOperator.enrolmentPath}`);
  await admin.getByLabel('Email').fill(adminOperator.email);
  await admin.getByLabel('Password').fill(adminOperator.password);
  await admin.getByRole('button', { name: 'Continue' }).click();
  await expect(admin.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  adminOperator.key = (await admin.getByTestId('totp-secret').textContent()) ?? undefined;
  expect(adminOperator.key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(admin);
  await screen(admin, 'enrol');
  await admin.getByLabel('Six-digit code from your authenticator app').fill('000000');
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByRole('alert')).toContainText(SIGN_IN_REFUSED);
  await admin.getByLabel('Six-digit code from your authenticator app').fill(await freshCodeOf(adminOperator));
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Funnel');

  // The funnel equals the journeys: the form page viewed twice (the reload is not a view), 'About
  // you' completed 4 times (the post too) with both viewers still in progress before it, the
  // no-script visitor in progress at 'Your address'; each later stage 3 times, 3 submitted, 3
  // decided, 2 offered, 1 accepted, 1 offer still in its window. None dropped off yet.
  await expect(cellOf(admin, 'Form page viewed', 0)).toHaveText('2');
  await expect(cellOf(admin, 'About you completed', 0)).toHaveText('4');
  await expect(cellOf(admin, 'About you completed', 1)).toHaveText('0');
  await expect(cellOf(admin, 'About you completed', 2)).toHaveText('2');
  await expect(cellOf(admin, 'Your address completed', 0)).toHaveText('3');
  await expect(cellOf(admin, 'Your address completed', 1)).toHaveText('0');
  await expect(cellOf(admin, 'Your address completed', 2)).toHaveText('1');
  await expect(cellOf(admin, 'Staying in touch completed', 0)).toHaveText('3');
  await expect(cellOf(admin, 'Checks submitted', 0)).toHaveText('3');
  await expect(cellOf(admin, 'Decided', 0)).toHaveText('3');
  await expect(cellOf(admin, 'Offered', 0)).toHaveText('2');
  // The decline was ended by the decision: the visitor did not drop off (issue 34).
  await expect(cellOf(admin, 'Offered', 1)).toHaveText('0');
  await expect(cellOf(admin, 'Offered', 3)).toHaveText('1');
  await expect(cellOf(admin, 'Agreement accepted', 0)).toHaveText('1');
  await expect(cellOf(admin, 'Agreement accepted', 2)).toHaveText('1');
  await expect(admin.getByRole('img', { name: /^Funnel/ })).toBeVisible();
  await expectNoAxeViolations(admin);
  await screen(admin, 'funnel');

  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download the funnel as CSV' }).click();
  const csvPath = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const exported = readFileSync(csvPath, 'utf8');
  expect(exported).toContain(
    'Form page viewed,2,,,\r\nAbout you completed,4,0,2,\r\nYour address completed,3,0,1,\r\n',
  );
  expect(exported).toContain(
    'Staying in touch completed,3,0,0,\r\nChecks submitted,3,0,0,\r\nDecided,3,0,0,\r\nOffered (straight away or after open banking),2,0,0,1\r\n',
  );

  for (const view of ['Outcomes', 'Open banking', 'Experiments', 'Service health']) {
    await admin.getByRole('link', { name: view }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(view);
    await expectNoAxeViolations(admin);
    await screen(admin, view.toLowerCase().replace(' ', '-'));
  }
  // The three checks carried no experiment (scripted, with no consent): said so, and nothing claimed.
  await admin.getByRole('link', { name: 'Experiments' }).click();
  await expect(admin.getByRole('status')).toHaveText(
    'None of the 3 checks submitted in this range carried an experience of this activity: nothing to test the split on.',
  );

  // The analyst: aggregates only, no link to the look-up, and 403 at its address.
  const analyst = await phonePage(browser);
  await signIn(analyst, operators.get('analyst')!);
  await expect(analyst.getByRole('link', { name: 'Decision look-up' })).toHaveCount(0);
  const refused = await analyst.goto(`${server!.baseURL}/ops/decisions?q=${decline.explanation!.reference}`);
  expect(refused?.status()).toBe(403);
  await expect(analyst.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
  await expectNoAxeViolations(analyst);

  // Compliance finds the decline by the visitor's reference; the replay agrees.
  const compliance = await phonePage(browser);
  await signIn(compliance, operators.get('compliance')!);
  await compliance.getByRole('link', { name: 'Decision look-up' }).click();
  await compliance.getByLabel('Quote reference or quotation id').fill(decline.explanation!.reference);
  await compliance.getByRole('button', { name: 'Find' }).click();
  await expect(compliance.getByTestId('replay')).toContainText('the same outcome (SCORE_DECLINE)');
  await expect(compliance.getByRole('table', { name: 'Findings and their weights' })).toContainText('credit-score');
  await expectNoAxeViolations(compliance);
  await screen(compliance, 'decision-look-up');
  await compliance.emulateMedia({ media: 'print' });
  await screen(compliance, 'decision-printable-summary');
  await compliance.emulateMedia({ media: 'screen' });

  // The admin reads the look-up in the audit log, and the operators page.
  await admin.getByRole('link', { name: 'Audit log' }).click();
  const lookup = admin.getByRole('row', {
    name: new RegExp(`compliance@ops.test decision-lookup ${decline.quotationId}`),
  });
  await expect(lookup).toHaveCount(1);
  await expect(admin.getByRole('row', { name: /admin@ops\.test export funnel/ })).toHaveCount(1);
  await expectNoAxeViolations(admin);
  await screen(admin, 'audit');
  // The log's chain, walked end to end: intact.
  await admin.getByRole('link', { name: 'Audit check' }).click();
  await expect(admin.getByRole('status')).toContainText(AUDIT_LOG_INTACT);
  await expectNoAxeViolations(admin);
  await admin.getByRole('link', { name: 'Operators' }).click();
  await expect(admin.getByRole('row', { name: /analyst@ops\.test analyst/ })).toHaveCount(1);
  await expectNoAxeViolations(admin);
  await screen(admin, 'users');
});

/** The password step alone: what a disabled operator gets back. */
async function passwordStep(page: Page, operator: Operator): Promise<void> {
  await page.goto(`${server!.baseURL}/ops`);
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('an admin disables an operator, who then cannot sign in (audited), and enables them again', async ({
  browser,
}) => {
  // Room for the admin's next code (at most one 30-second step away).
  test.setTimeout(120_000);
  const admin = await phonePage(browser);
  await signIn(admin, operators.get('admin')!);
  await admin.getByRole('link', { name: 'Operators' }).click();
  const leaverRow = admin.getByRole('row', { name: /^leaver@ops\.test/ });
  await expect(leaverRow).toContainText('active');
  await expect(admin.getByRole('button', { name: 'Disable admin@ops.test' })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Disable leaver@ops.test' }).click();
  await expect(leaverRow).toContainText('disabled');
  await expect(admin.getByRole('button', { name: 'Enable leaver@ops.test' })).toBeVisible();
  await expectNoAxeViolations(admin);

  // The disabled operator gets the refusal a wrong password gets: nothing says the account exists.
  const leaver = await phonePage(browser);
  const leaverOperator = operators.get('leaver')!;
  await passwordStep(leaver, leaverOperator);
  await expect(leaver.getByRole('alert')).toContainText(SIGN_IN_REFUSED);
  await expect(leaver.getByRole('heading', { level: 1 })).toHaveText('Sign in');

  await admin.getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByRole('row', { name: /admin@ops\.test account-disabled/ })).toHaveCount(1);

  await admin.getByRole('link', { name: 'Operators' }).click();
  await admin.getByRole('button', { name: 'Enable leaver@ops.test' }).click();
  await expect(leaverRow).toContainText('active');
  await expectNoAxeViolations(admin);
  await signIn(leaver, leaverOperator);
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByRole('row', { name: /admin@ops\.test account-enabled/ })).toHaveCount(1);
});

/** Whether a table's region has columns beyond its right edge (it scrolls sideways). */
const scrollsSideways = (region: Locator) => region.evaluate((element) => element.scrollWidth > element.clientWidth);

test('on a desktop (1280 px) every outcome column shows without a sideways scroll, as do the funnel, open banking and experiments tables', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: CONSENTED_STORAGE_STATE,
  });
  const desk = await context.newPage();
  await signIn(desk, operators.get('desk')!);
  await desk.getByRole('link', { name: 'Outcomes' }).click();
  const outcomes = desk.getByRole('region', { name: /^Decided checks per day and outcome/ });
  const table = outcomes.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Day',
    'Offer',
    'Mismatch',
    'Score decline',
    'Already applied',
    'Error',
  ]);
  expect(await scrollsSideways(outcomes)).toBe(false);
  // Each decided check counted under its outcome: the scripted two offers and one decline.
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['2', '0', '1', '0', '0']);
  await expectNoAxeViolations(desk);
  await screen(desk, 'outcomes');

  for (const view of ['Funnel', 'Open banking', 'Experiments']) {
    await desk.getByRole('link', { name: view }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(view);
    for (const region of await desk.getByRole('region', { name: /scrolls sideways/ }).all()) {
      expect(await scrollsSideways(region), (await region.getAttribute('aria-label')) ?? '').toBe(false);
    }
    await screen(desk, view.toLowerCase().replace(' ', '-'));
  }
  await context.close();
});
