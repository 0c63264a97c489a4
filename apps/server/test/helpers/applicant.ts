import { decodeJwt } from 'jose';
import {
  formResponsePayloadSchema,
  type Answers,
  type FormResponsePayload,
  type SubmissionPayload,
} from '@quickcheck/contracts';

/** An employed applicant on £30,000 with nothing adverse: CONTRACT §7 says this is an offer. */
export function ordinaryAnswers(overrides: Answers = {}): Answers {
  return {
    title: 'Ms',
    'first-name': 'Jane',
    'last-name': 'Ordinary',
    'date-of-birth': '14-06-1985',
    'email-address': 'jane@example.com',
    'mobile-number': '07700 900982',
    postcode: 'AB1 2CD',
    'house-number': '12',
    'street-name': 'Acacia Avenue',
    'town-city': 'Ashbridge',
    county: 'Westshire',
    'years-at-address': '5',
    'employment-status': 'FULL_TIME',
    occupation: 'Engineer',
    'annual-income': '30000',
    'income-03:other-household-income:other-household-income': 'no',
    'cash-advance': 'N',
    'marketing-permission': 'false',
    'future-soft-search-permission': 'false',
    ...overrides,
  };
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
