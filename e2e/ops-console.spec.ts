import { execFileSync } from 'node:child_process';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { formResponsePayloadSchema, resultResponseSchema, type ResultResponse } from '@quickcheck/contracts';
import { completeStages, ordinaryAnswers, submissionFor } from '../apps/server/test/helpers/applicant.ts';
import { SIGN_IN_REFUSED } from '../apps/server/src/ops/ops-texts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';

// Issue 24 'Done when': the console in a real browser, on a server of its own whose operators
// were added from the command line before it started (the embedded database is one process's).

interface Operator {
  email: string;
  password: string;
  key: string;
}

const OPERATORS = { admin: 'admin@ops.test', compliance: 'compliance@ops.test', analyst: 'analyst@ops.test' } as const;
let server: ExtraServer | undefined;
const operators = new Map<string, Operator>();

/** `npm run ops:user -- add …` as built (npm run build came first): its printed password and key. */
function addOperator(env: NodeJS.ProcessEnv, email: string, role: string): Operator {
  const out = execFileSync(process.execPath, ['apps/server/dist/ops-user.js', 'add', email, '--role', role], {
    env,
    encoding: 'utf8',
  });
  const password = /Password \(shown once\): (\S+)/.exec(out)?.[1];
  const key = /Authenticator key: (\S+)/.exec(out)?.[1];
  if (!password || !key) throw new Error(`ops:user printed no password or key:\n${out}`);
  return { email, password, key };
}

/** The operator's authenticator app: RFC 6238 with its defaults, from the key the command printed. */
const codeOf = (operator: Operator) => new TOTP({ secret: Secret.fromBase32(operator.key) }).generate();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startExtraServer({ RATE_LIMIT_SCALE: '100', OPEN_BANKING_SANDBOX_LATENCY_MS: '60' }, 70, {
    prepare: (env) => {
      for (const [role, email] of Object.entries(OPERATORS)) operators.set(role, addOperator(env, email, role));
    },
  });
});
test.afterAll(async () => server?.stop());

async function signIn(page: Page, operator: Operator): Promise<void> {
  await page.goto(`${server!.baseURL}/ops`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
  await page.getByLabel('Six-digit code from your authenticator app').fill(codeOf(operator));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funnel');
}

/** A scripted visitor's check through the API, on the console's server: each stage, then the submission. */
async function check(request: APIRequestContext, lastName: string): Promise<ResultResponse> {
  const base = server!.baseURL;
  const { formResponse } = (await (await request.get(`${base}/api/form?consumerName=QCHK`)).json()) as {
    formResponse: string;
  };
  const form = { token: formResponse, payload: formResponsePayloadSchema.parse(decodeJwt(formResponse)) };
  const answers = ordinaryAnswers({ 'first-name': 'Mina', 'last-name': lastName });
  await completeStages(base, form, answers);
  const answered = await request.post(`${base}/api/quotation`, { data: submissionFor(form, answers) });
  expect(answered.status()).toBe(200);
  return resultResponseSchema.parse(await answered.json());
}

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

  // The admin: password, then enrolment by QR code, a wrong code refused, then the right one.
  const admin = await (await browser.newContext()).newPage();
  const adminOperator = operators.get('admin')!;
  await admin.goto(`${server!.baseURL}/ops`);
  await expectNoAxeViolations(admin);
  await admin.getByLabel('Email').fill(adminOperator.email);
  await admin.getByLabel('Password').fill(adminOperator.password);
  await admin.getByRole('button', { name: 'Continue' }).click();
  await expect(admin.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(admin.getByTestId('totp-secret')).toHaveText(adminOperator.key);
  await expectNoAxeViolations(admin);
  await admin.getByLabel('Six-digit code from your authenticator app').fill('000000');
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByRole('alert')).toContainText(SIGN_IN_REFUSED);
  await admin.getByLabel('Six-digit code from your authenticator app').fill(codeOf(adminOperator));
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Funnel');

  // The funnel equals the journeys: each stage completed 3 times, 3 submitted, 3 decided, 2 offered,
  // 1 accepted, 1 offer still in its window.
  await expect(cellOf(admin, 'About you completed', 0)).toHaveText('3');
  await expect(cellOf(admin, 'Staying in touch completed', 0)).toHaveText('3');
  await expect(cellOf(admin, 'Checks submitted', 0)).toHaveText('3');
  await expect(cellOf(admin, 'Decided', 0)).toHaveText('3');
  await expect(cellOf(admin, 'Offered', 0)).toHaveText('2');
  await expect(cellOf(admin, 'Offered', 1)).toHaveText('1');
  await expect(cellOf(admin, 'Agreement accepted', 0)).toHaveText('1');
  await expect(cellOf(admin, 'Agreement accepted', 2)).toHaveText('1');
  await expect(admin.getByRole('img', { name: /^Funnel/ })).toBeVisible();
  await expectNoAxeViolations(admin);

  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download the funnel as CSV' }).click();
  const csvPath = await (await download).path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(csvPath, 'utf8')).toContain(
    'Staying in touch completed,3,0,\r\nChecks submitted,3,0,\r\nDecided,3,0,0\r\n',
  );

  for (const view of ['Outcomes', 'Open banking', 'Experiments', 'Service health']) {
    await admin.getByRole('link', { name: view }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(view);
    await expectNoAxeViolations(admin);
  }

  // The analyst: aggregates only, no link to the look-up, and 403 at its address.
  const analyst = await (await browser.newContext()).newPage();
  await signIn(analyst, operators.get('analyst')!);
  await expect(analyst.getByRole('link', { name: 'Decision look-up' })).toHaveCount(0);
  const refused = await analyst.goto(`${server!.baseURL}/ops/decisions?q=${decline.explanation!.reference}`);
  expect(refused?.status()).toBe(403);
  await expect(analyst.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
  await expectNoAxeViolations(analyst);

  // Compliance finds the decline by the visitor's reference; the replay agrees.
  const compliance = await (await browser.newContext()).newPage();
  await signIn(compliance, operators.get('compliance')!);
  await compliance.getByRole('link', { name: 'Decision look-up' }).click();
  await compliance.getByLabel('Quote reference or quotation id').fill(decline.explanation!.reference);
  await compliance.getByRole('button', { name: 'Find' }).click();
  await expect(compliance.getByTestId('replay')).toContainText('the same outcome (SCORE_DECLINE)');
  await expect(compliance.getByRole('table', { name: 'Findings and their weights' })).toContainText('credit-score');
  await expectNoAxeViolations(compliance);

  // The admin reads the look-up in the audit log, and the operators page.
  await admin.getByRole('link', { name: 'Audit log' }).click();
  const lookup = admin.getByRole('row', {
    name: new RegExp(`compliance@ops.test decision-lookup ${decline.quotationId}`),
  });
  await expect(lookup).toHaveCount(1);
  await expect(admin.getByRole('row', { name: /admin@ops\.test export funnel/ })).toHaveCount(1);
  await expectNoAxeViolations(admin);
  await admin.getByRole('link', { name: 'Operators' }).click();
  await expect(admin.getByRole('row', { name: /analyst@ops\.test analyst/ })).toHaveCount(1);
  await expectNoAxeViolations(admin);
});
