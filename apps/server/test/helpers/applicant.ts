import { decodeJwt } from 'jose';
import { ORDINARY_APPLICANT } from '@quickcheck/contracts/fixtures';
import {
  formResponsePayloadSchema,
  type Answers,
  type FormResponsePayload,
  type SubmissionPayload,
} from '@quickcheck/contracts';

/** CONTRACT §7's ordinary applicant (an offer), with changes. */
export function ordinaryAnswers(overrides: Answers = {}): Answers {
  return { ...ORDINARY_APPLICANT, ...overrides };
}

export interface FormSession {
  token: string;
  payload: FormResponsePayload;
}

export async function fetchForm(
  baseUrl: string,
  query = 'consumerName=QCHK',
  init?: RequestInit,
): Promise<FormSession> {
  const response = await fetch(`${baseUrl}/api/form?${query}`, init);
  if (response.status !== 200) throw new Error(`GET /api/form answered ${response.status}`);
  const { formResponse } = (await response.json()) as { formResponse: string };
  return { token: formResponse, payload: formResponsePayloadSchema.parse(decodeJwt(formResponse)) };
}

/** A submission as the web app sends it. */
export function submissionFor(form: FormSession, answers: Answers, overrides: Partial<SubmissionPayload> = {}) {
  return {
    formResponse: form.token,
    response: answers,
    marketingOptIn: 'false',
    requoteOptIn: 'true',
    visitorId: 'visitor-1',
    preTaxIncomeDuration: 'yearly',
    otherIncomeDuration: 'yearly',
    quotationContext: form.payload.requestDetails.quotationContext,
    ...overrides,
  } satisfies SubmissionPayload;
}

export async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
