import { mkdirSync, readFileSync } from 'node:fs';
import { ordinaryAnswers } from '../apps/server/test/helpers/applicant.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { CONSENTED_STORAGE_STATE } from './support/consent.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { addOperator, checkThroughApi, signIn as signInAt, type Operator } from './support/ops-operators.ts';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test.ts';

// Issue 36 'Done when': a compliance operator finds a person, downloads both exports and erases
// them; the look-up then shows only the pseudonymised decision; an analyst reaches none of it;
// every step is in the audit log. On a server of its own, its operators added from the command line.

const OPERATORS = { admin: 'admin@dpo.test', compliance: 'dpo@dpo.test', analyst: 'numbers@dpo.test' } as const;
const PERSON = ordinaryAnswers({
  'first-name': 'Ottoline',
  'last-name': 'Decline',
  'email-address': 'ottoline@example.com',
  'street-name': 'Wistful Lane',
});
let server: ExtraServer | undefined;
const operators = new Map<keyof typeof OPERATORS, Operator>();

test.beforeAll(async () => {
  // A server of its own and three operators (argon2 each): minutes on a loaded two-core machine.
  test.setTimeout(300_000);
  // Offset 85: off the other specs' extra servers (ops-console.spec.ts has 75).
  server = await startExtraServer({ RATE_LIMIT_SCALE: '100' }, 85, {
    // A failure on the server is in the test's output, not lost.
    onLogLine: (line) => {
      if (/"level":(4|5)0/.test(line)) console.log(line);
    },
    prepare: (env) => {
      for (const [role, email] of Object.entries(OPERATORS))
        operators.set(role as keyof typeof OPERATORS, addOperator(env, email, role));
    },
  });
});
test.afterAll(async () => server?.stop());
test.describe.configure({ mode: 'serial' });

async function pageAt(browser: Browser, width: number): Promise<Page> {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 800 },
    isMobile: phone,
    hasTouch: phone,
    storageState: CONSENTED_STORAGE_STATE,
    acceptDownloads: true,
  });
  return context.newPage();
}

/** Signs in on this file's server; the first time through the operator's enrolment link. */
const signIn = (page: Page, operator: Operator) => signInAt(page, server!.baseURL, operator);

/** The screenshots (DATA_RIGHTS_SCREENS=1), by page and width, for a person to look at. */
async function screen(page: Page, name: string): Promise<void> {
  if (!process.env.DATA_RIGHTS_SCREENS) return;
  mkdirSync('docs/screens/issue-36', { recursive: true });
  await page.screenshot({ path: `docs/screens/issue-36/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** Clicks a download button and reads the file the browser saved. */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

test('a compliance operator finds a person, downloads both exports and erases them; an analyst cannot; every step audited', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const decided = await checkThroughApi(request, server!.baseURL, PERSON);
  expect(decided.reason).toBe('SCORE_DECLINE');
  const reference = decided.explanation!.reference;

  const dpo = await pageAt(browser, 390);
  await signIn(dpo, operators.get('compliance')!);
  await dpo.getByRole('link', { name: "A person's data" }).click();
  await expect(dpo.getByRole('heading', { level: 1 })).toHaveText("Find a person's data");
  await expectNoAxeViolations(dpo);
  await dpo.getByLabel('E-mail address').fill(PERSON['email-address']!);
  await dpo.getByRole('button', { name: 'Find' }).click();
  await expect(dpo.getByRole('table', { name: 'Quotations and their decisions' })).toContainText(reference);
  await expectNoAxeViolations(dpo);
  await screen(dpo, 'people-found');

  const json = await download(dpo, 'Download the JSON file');
  expect(json.name).toMatch(/^person-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(json.text) as { format: string; records: { values: Record<string, unknown> }[] };
  expect(exported.format).toBe('quickcheck-person-export/1');
  for (const value of ['Ottoline', 'ottoline@example.com', 'Wistful Lane', reference])
    expect(json.text).toContain(value);
  const html = await download(dpo, 'Download the printable page');
  expect(html.name).toMatch(/\.html$/);
  for (const value of ['Your data held by QuickCheck', 'Ottoline', 'Wistful Lane']) expect(html.text).toContain(value);

  await dpo.getByLabel('Why').selectOption('erasure-request');
  await dpo.getByLabel("I have checked the person's identity and want to erase their data").check();
  await dpo.getByRole('button', { name: 'Erase their data' }).click();
  await expect(dpo.getByRole('status').first()).toContainText('Erased: 1 quotation(s)');
  await expectNoAxeViolations(dpo);

  // The look-up now: by e-mail nothing; the decision by its reference, pseudonymised only.
  await dpo.getByLabel('E-mail address').fill(PERSON['email-address']!);
  await dpo.getByLabel('Quote reference').fill('');
  await dpo.getByRole('button', { name: 'Find' }).click();
  await expect(dpo.getByText('Nothing is held under that key.')).toBeVisible();
  await dpo.goto(`${server!.baseURL}/ops/decisions?q=${reference}`);
  await expect(dpo.getByRole('heading', { level: 2 })).toContainText(reference);
  await expect(dpo.getByRole('table', { name: 'Summary' })).toContainText('SCORE_DECLINE');
  await expect(dpo.getByRole('table', { name: /Inputs the engine used/ })).toHaveCount(0);
  // When the answers went and what is kept, from the erasure; no replay on inputs that are gone.
  await expect(dpo.getByTestId('replay')).toContainText("The person's answers were erased on");
  await expect(dpo.getByTestId('replay')).toContainText('what is kept is the pseudonymised decision');
  await expect(dpo.locator('main')).not.toContainText(/Replayed by engine|Could not replay|No stored inputs/);
  for (const value of ['Ottoline', 'Decline', 'Wistful Lane', 'ottoline@example.com', PERSON.postcode!])
    expect(await dpo.locator('main').textContent()).not.toContain(value);
  await expectNoAxeViolations(dpo);

  // The work list and the retention table, on a phone and on a desk.
  const desk = await pageAt(browser, 1280);
  await signIn(desk, operators.get('compliance')!);
  for (const page of [dpo, desk]) {
    await page.goto(`${server!.baseURL}/ops/requests`);
    await page.getByLabel('Asked for').selectOption('erasure');
    await page.getByLabel('Quote reference, if they gave one').fill(reference);
    await page.getByRole('button', { name: 'Open the request' }).click();
    await expect(page.getByRole('table', { name: /Requests/ })).toContainText(reference);
    await expectNoAxeViolations(page);
    await screen(page, 'requests');
    await page.goto(`${server!.baseURL}/ops/retention`);
    await expect(page.getByRole('table', { name: /What is kept/ })).toContainText('erased-decisions');
    await expectNoAxeViolations(page);
    await screen(page, 'retention');
    await page.goto(`${server!.baseURL}/privacy/retention`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How long we keep your data');
    await expectNoAxeViolations(page);
    await screen(page, 'public-retention');
  }
  await desk.goto(`${server!.baseURL}/ops/people`);
  await desk.getByLabel('Quote reference').fill(reference);
  await desk.getByRole('button', { name: 'Find' }).click();
  await expect(desk.getByRole('table', { name: 'Quotations and their decisions' })).toContainText(
    'pseudonymised decision only',
  );
  await expectNoAxeViolations(desk);
  await screen(desk, 'people-erased');
  await dpo.goto(`${server!.baseURL}/ops/people`);
  await dpo.getByLabel('Quote reference').fill(reference);
  await dpo.getByRole('button', { name: 'Find' }).click();
  await screen(dpo, 'people-erased');

  // An analyst: no link to any of it, and refused at each page.
  const analyst = await pageAt(browser, 390);
  await signIn(analyst, operators.get('analyst')!);
  await expect(analyst.getByRole('link', { name: "A person's data" })).toHaveCount(0);
  await expect(analyst.getByRole('link', { name: 'Data requests' })).toHaveCount(0);
  for (const path of ['/ops/people', '/ops/requests']) {
    const response = await analyst.goto(`${server!.baseURL}${path}`);
    expect(response?.status()).toBe(403);
    await expect(analyst.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
  }

  // Every step in the audit log, as an admin reads it.
  const admin = await pageAt(browser, 1280);
  await signIn(admin, operators.get('admin')!);
  await admin.goto(`${server!.baseURL}/ops/audit`);
  const log = admin.locator('main');
  for (const action of ['person-find', 'person-export', 'person-erase', 'data-request-opened', 'forbidden'])
    await expect(log).toContainText(action);
  await expect(log).not.toContainText('ottoline@example.com');
});
