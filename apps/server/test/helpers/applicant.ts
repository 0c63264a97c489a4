import { decodeJwt } from 'jose';
import { ORDINARY_APPLICANT } from '@quickcheck/contracts/fixtures';
import {
  QCO_STANDARD,
  SESSION_ID_HEADER,
  answerKeysOf,
  formResponsePayloadSchema,
  type Answers,
  type FormResponsePayload,
  type SubmissionPayload,
} from '@quickcheck/contracts';

/** docs/product/contract.md#sandbox's ordinary applicant (an offer), with changes. */
export function ordinaryAnswers(overrides: Answers = {}): Answers {
  return { ...ORDINARY_APPLICANT, ...overrides };
}

/** The third stage of the standard form, where a visitor who saves for later has come to. */
export const STAGE_3 = QCO_STANDARD.stages[2]!.id;
/** The answers of a visitor who has finished the first two stages and is on the third. */
export const answersOnStage3: Answers = (() => {
  const answers = ordinaryAnswers();
  const firstTwo = answerKeysOf({ ...QCO_STANDARD, stages: QCO_STANDARD.stages.slice(0, 2) }, answers);
  return Object.fromEntries(Object.entries(answers).filter(([key]) => firstTwo.has(key)));
})();

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

/**
 * The form's stages completed one by one as the web app calls them (the session's header, the
 * signed token), the first `count` of them (all by default). Throws on any stage that is refused.
 */
export async function completeStages(baseUrl: string, form: FormSession, answers: Answers, count?: number) {
  for (const stage of QCO_STANDARD.stages.slice(0, count)) {
    const body = { definitionId: form.payload.definition.id, stageId: stage.id, answers, formResponse: form.token };
    const response = await postJson(baseUrl, '/api/stage', body, { [SESSION_ID_HEADER]: form.payload.sessionId });
    const result = (await response.json()) as { errors?: unknown[] };
    if (response.status !== 200 || result.errors?.length) {
      throw new Error(`POST /api/stage ${stage.id} answered ${response.status} ${JSON.stringify(result)}`);
    }
  }
}
