import { expect } from 'vitest';
import { resultResponseSchema, type Answers, type ResultResponse } from '@quickcheck/contracts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './applicant.ts';
import { ownerCookieOf } from './owner.ts';

/** A submitted check and the owner credential its browser holds. */
export interface OwnedCheck {
  result: ResultResponse;
  cookie: string;
}

export async function submitCheck(url: string, answers: Answers, query = 'consumerName=QCHK'): Promise<OwnedCheck> {
  const form = await fetchForm(url, query);
  const response = await postJson(url, '/api/quotation', submissionFor(form, answers));
  expect(response.status).toBe(200);
  return { result: resultResponseSchema.parse(await response.clone().json()), cookie: ownerCookieOf(response) };
}

/** docs/product/contract.md#sandbox: the agency refers the `Refer` persona to open banking. */
export const referredCheck = (url: string, query?: string) =>
  submitCheck(url, ordinaryAnswers({ 'last-name': 'Refer' }), query);

export const obPost = (url: string, path: string, body: unknown, cookie?: string) =>
  postJson(url, `/api/open-banking/${path}`, body, cookie ? { cookie } : {});

/** Connect, then choose an account on the sandbox consent page: answers where the provider sends the visitor. */
export async function linkAccount(url: string, check: OwnedCheck, account: string): Promise<URL> {
  const quotation = check.result.quotationId;
  const connect = await obPost(url, 'connect', { quotation }, check.cookie);
  expect(connect.status).toBe(200);
  const { connectionUrl } = (await connect.json()) as { connectionUrl: string };
  const session = new URL(connectionUrl).searchParams.get('session') ?? '';
  const consent = await fetch(`${url}/sandbox/open-banking/connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, account }).toString(),
    redirect: 'manual',
  });
  expect(consent.status).toBe(303);
  return new URL(consent.headers.get('location') ?? '');
}

/** The pending page's call, from the hand-back address. */
export function completeFrom(url: string, handBack: URL, cookie: string, path = 'complete') {
  return obPost(
    url,
    path,
    {
      quotation: handBack.searchParams.get('quotation'),
      sessionTerminationToken: handBack.searchParams.get('sessionTerminationToken'),
    },
    cookie,
  );
}
