import { expect, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { formResponsePayloadSchema, resultResponseSchema } from '@quickcheck/contracts';
import { ordinaryAnswers, submissionFor } from '../../apps/server/test/helpers/applicant.ts';

export interface ObBrand {
  label: string;
  /** `?partner=` on localhost (CONTRACT §3); none for the default brand. */
  partner?: string;
  consumerName: string;
}

/** The default brand and one partner brand that offers open banking (CORE_CARD_BRANDS). */
export const OB_BRANDS: ObBrand[] = [
  { label: 'the default brand', consumerName: 'QCHK' },
  { label: 'the very partner brand', partner: 'very', consumerName: 'VERY' },
];

export const withPartner = (path: string, brand: ObBrand) =>
  brand.partner ? `${path}${path.includes('?') ? '&' : '?'}partner=${brand.partner}` : path;

/**
 * A `Refer` check submitted from this page's browser, straight through the API, so the owner
 * credential lands in that browser's cookies. The form itself is walked once in open-banking.spec.ts
 * and everywhere in the other journeys. Answers the quotation id.
 */
export async function submitReferredCheck(page: Page, brand: ObBrand, firstName = 'Rory'): Promise<string> {
  const formAnswer = await page.request.get(`/api/form?consumerName=${brand.consumerName}`);
  const { formResponse } = (await formAnswer.json()) as { formResponse: string };
  const form = { token: formResponse, payload: formResponsePayloadSchema.parse(decodeJwt(formResponse)) };
  const body = submissionFor(form, ordinaryAnswers({ 'first-name': firstName, 'last-name': 'Refer' }));
  const response = await page.request.post('/api/quotation', { data: body });
  expect(response.status()).toBe(200);
  const result = resultResponseSchema.parse(await response.json());
  expect(result.openBankingUrl).toBe(`/ob-landing?quotation=${result.quotationId}`);
  return result.quotationId;
}

/** Opens the landing of a fresh referred check of this browser. */
export async function openLanding(page: Page, brand: ObBrand, firstName?: string): Promise<string> {
  const quotation = await submitReferredCheck(page, brand, firstName);
  await page.goto(withPartner(`/ob-landing?quotation=${quotation}`, brand));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link your bank account to help us decide');
  return quotation;
}
