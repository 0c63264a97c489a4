import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { CONSUMER_NAMES, type BrandId } from '@quickcheck/brands';
import {
  formResponsePayloadSchema,
  resultResponseSchema,
  type Answers,
  type ResultResponse,
} from '@quickcheck/contracts';
import { offersOpenBanking } from '../../src/quotation/definitions.ts';
import { ordinaryAnswers, submissionFor, type FormSession } from './applicant.ts';
import type { HostVisitor } from './host-visitor.ts';

/** The site's form as its page asks for it: the brand is the host's, never the caller's say. */
export async function formOnSite(visitor: HostVisitor, brand: BrandId): Promise<FormSession> {
  const answer = await visitor.get(`/api/form?consumerName=${CONSUMER_NAMES[brand]}`);
  expect(answer.status).toBe(200);
  const { formResponse } = answer.json<{ formResponse: string }>();
  return { token: formResponse, payload: formResponsePayloadSchema.parse(decodeJwt(formResponse)) };
}

/** The staged form through the API: each stage checked, the address looked up, then the submission. */
export async function checkOnSite(visitor: HostVisitor, form: FormSession, answers: Answers): Promise<ResultResponse> {
  const session = { 'Session-Id': form.payload.sessionId };
  const definitionId = form.payload.definition.id;
  for (const stage of form.payload.definition.stages) {
    const checked = await visitor.postJson('/api/stage', { stageId: stage.id, definitionId, answers }, session);
    expect(checked.json(), stage.id).toEqual({ errors: [] });
  }
  expect((await visitor.postJson('/api/address-lookup', { postcode: answers.postcode }, session)).status).toBe(200);
  const submitted = await visitor.postJson('/api/quotation', submissionFor(form, answers));
  expect(submitted.status, submitted.text).toBe(200);
  return resultResponseSchema.parse(submitted.json());
}

/** The agreement link stays on the visitor's site, and the offer behind it is the brand's own. */
export async function acceptOffer(visitor: HostVisitor, result: ResultResponse, brand: BrandId, firstName: string) {
  expect(result.reason).toBe('MATCH_AND_OFFER');
  const agreement = new URL(result.agreementUrl ?? '');
  expect(`${agreement.origin}${agreement.pathname}`).toBe(`${visitor.origin}/agreement`);
  const token = agreement.searchParams.get('token') ?? '';
  const shown = await visitor.get(`/api/agreement?token=${token}`);
  expect(shown.json()).toMatchObject({ quotationId: result.quotationId, brand, firstName, accepted: false });
  expect((await visitor.postJson('/api/agreement/accept', { token })).json()).toEqual({ accepted: true });
}

/** Answers of this brand's visitor: a name of its own (letters only), so each journey is a person of its own. */
export function answersFor(
  brand: BrandId,
  lastName?: string,
  firstName = `${brand[0]?.toUpperCase()}${brand.slice(1)}`,
) {
  return ordinaryAnswers({ 'first-name': firstName, ...(lastName ? { 'last-name': lastName } : {}) });
}

export interface HandBack {
  /** Called just before the pending page's call: a test may steer where it lands. */
  beforeComplete?: () => void;
  /** Another person of the same brand (letters only). */
  firstName?: string;
}

/**
 * A `Refer` visitor (docs/product/contract.md#sandbox): in a brand that offers open banking, from the landing through
 * the sandbox provider's consent page to the hand-back, every link on the visitor's own site,
 * ending on an offer; elsewhere the plain decline.
 */
export async function referredJourney(
  visitor: HostVisitor,
  brand: BrandId,
  options: HandBack = {},
): Promise<{ offer: ResultResponse; handBack: URL } | undefined> {
  const answers = answersFor(brand, 'Refer', options.firstName);
  const referred = await checkOnSite(visitor, await formOnSite(visitor, brand), answers);
  expect(referred.reason).toBe('SCORE_DECLINE');
  if (!offersOpenBanking(brand)) {
    expect(referred.openBankingUrl).toBeUndefined();
    return undefined;
  }
  const quotation = referred.quotationId;
  expect(referred.openBankingUrl).toBe(`/ob-landing?quotation=${quotation}`);
  const connect = await visitor.postJson('/api/open-banking/connect', { quotation });
  expect(connect.status, connect.text).toBe(200);
  const { connectionUrl } = connect.json<{ connectionUrl: string }>();
  expect(new URL(connectionUrl).origin).toBe(visitor.origin);
  const consentPage = await visitor.get(connectionUrl);
  expect(consentPage.status).toBe(200);
  const cancel = /<a href="([^"]+)">Cancel<\/a>/.exec(consentPage.text)?.[1] ?? '';
  expect(new URL(cancel.replaceAll('&amp;', '&')).origin).toBe(visitor.origin);
  const session = new URL(connectionUrl).searchParams.get('session') ?? '';
  const consent = await visitor.postForm(connectionUrl, { session, account: 'healthy' });
  expect(consent.status).toBe(303);
  const handBack = new URL(String(consent.headers.location));
  expect(`${handBack.origin}${handBack.pathname}`).toBe(`${visitor.origin}/ob-pending`);
  options.beforeComplete?.();
  const completed = await visitor.postJson('/api/open-banking/complete', {
    quotation,
    sessionTerminationToken: handBack.searchParams.get('sessionTerminationToken'),
  });
  expect(completed.status, completed.text).toBe(200);
  const offer = resultResponseSchema.parse(completed.json());
  await acceptOffer(visitor, offer, brand, String(answers['first-name']));
  return { offer, handBack };
}
