import { execFileSync } from 'node:child_process';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import {
  formResponsePayloadSchema,
  resultResponseSchema,
  type Answers,
  type ResultResponse,
} from '@quickcheck/contracts';
import { completeStages, submissionFor } from '../../apps/server/test/helpers/applicant.ts';
import { expect, type APIRequestContext, type Page } from './test.ts';

/** An operator of a console server of the spec's own, added from the command line before it started. */
export interface Operator {
  email: string;
  password: string;
  /** The enrolment link `ops:user add` printed: its path and query, on the spec's server. */
  enrolmentPath: string;
  /** The authenticator key, once their enrolment page has shown it (their phone). */
  key?: string;
}

/**
 * `npm run ops:user -- add …` as built (npm run build came first), in the server's environment
 * (ExtraServer's `prepare`): its printed password and enrolment link.
 */
export function addOperator(env: NodeJS.ProcessEnv, email: string, role: string): Operator {
  const out = execFileSync(process.execPath, ['apps/server/dist/ops-user.js', 'add', email, '--role', role], {
    env,
    encoding: 'utf8',
  });
  const password = /Password \(shown once\): (\S+)/.exec(out)?.[1];
  const link = /Enrolment link [^:]*: (\S+)/.exec(out)?.[1];
  if (!password || !link) throw new Error(`ops:user printed no password or enrolment link:\n${out}`);
  // The command never prints the authenticator key: only the enrolment page shows it.
  if (/Authenticator (key|URI):/.test(out)) throw new Error(`ops:user printed the authenticator key:\n${out}`);
  const { pathname, search } = new URL(link);
  return { email, password, enrolmentPath: `${pathname}${search}` };
}

/** The operator's authenticator app: RFC 6238 with its defaults, from the key their enrolment page showed. */
const codeOf = (operator: Operator) => new TOTP({ secret: Secret.fromBase32(operator.key!) }).generate();
/** The last code each operator signed in with: the server takes a code once only (RFC 6238 §5.2). */
const usedCodes = new Map<string, string>();

/** A code the server has not taken yet: on a fast machine the last sign-in may be in this 30-second step. */
export async function freshCodeOf(operator: Operator): Promise<string> {
  await expect.poll(() => codeOf(operator), { timeout: 35_000 }).not.toBe(usedCodes.get(operator.email));
  const code = codeOf(operator);
  usedCodes.set(operator.email, code);
  return code;
}

/** Signs in at `baseURL`; the first time through the operator's enrolment link, keeping the key it shows. */
export async function signIn(page: Page, baseURL: string, operator: Operator): Promise<void> {
  await page.goto(`${baseURL}${operator.key ? '/ops' : operator.enrolmentPath}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
  operator.key ??= (await page.getByTestId('totp-secret').textContent()) ?? undefined;
  await page.getByLabel('Six-digit code from your authenticator app').fill(await freshCodeOf(operator));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funnel');
}

/** A scripted visitor's check through the API, on the console's server: each stage, then the submission. */
export async function checkThroughApi(
  request: APIRequestContext,
  baseURL: string,
  answers: Answers,
): Promise<ResultResponse> {
  const { formResponse } = (await (await request.get(`${baseURL}/api/form?consumerName=QCHK`)).json()) as {
    formResponse: string;
  };
  const form = { token: formResponse, payload: formResponsePayloadSchema.parse(decodeJwt(formResponse)) };
  await completeStages(baseURL, form, answers);
  const answered = await request.post(`${baseURL}/api/quotation`, { data: submissionFor(form, answers) });
  expect(answered.status()).toBe(200);
  return resultResponseSchema.parse(await answered.json());
}
