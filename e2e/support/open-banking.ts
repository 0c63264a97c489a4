import { expect, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { OPEN_BANKING_DONE_TEXT, formResponsePayloadSchema, resultResponseSchema } from '@quickcheck/contracts';
import { ordinaryAnswers, submissionFor } from '../../apps/server/test/helpers/applicant.ts';
import { SANDBOX_ACCOUNTS } from '../../apps/server/src/ports/open-banking/sandbox-accounts.ts';
import { OB_TEXT } from '../../apps/web/src/features/open-banking/open-banking-text.ts';
import { expectNoAxeViolations } from './axe.ts';

export interface ObBrand {
  label: string;
  /** `?partner=` on localhost (docs/product/contract.md#brands); none for the default brand. */
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

type Api = (method: 'GET' | 'POST', path: string, data?: unknown) => Promise<{ status: number; body: unknown }>;

/** The API on the test's base URL, from the browser context's request client (its cookies). */
const testApi =
  (page: Page): Api =>
  async (method, path, data) => {
    const response = await page.request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
    return { status: response.status(), body: await response.json() };
  };

/**
 * The API of a site whose name only the browser resolves (a .localhost name, a host-resolver rule),
 * called by the page itself from that origin, as the app's own script calls it.
 */
async function siteApi(page: Page, origin: string): Promise<Api> {
  await page.goto(`${origin}/api/health`);
  return (method, path, data) =>
    page.evaluate(
      async ([method, path, body]) => {
        const init: RequestInit =
          body === undefined ? { method } : { method, body, headers: { 'content-type': 'application/json' } };
        const response = await fetch(path, init);
        return { status: response.status, body: (await response.json()) as unknown };
      },
      [method, path, data === undefined ? undefined : JSON.stringify(data)] as const,
    );
}

/**
 * A `Refer` check submitted from this page's browser, straight through the API, so the owner
 * credential lands in that browser's cookies. The form itself is walked once in open-banking.spec.ts
 * and everywhere in the other journeys. Answers the quotation id.
 */
export async function submitReferredCheck(
  page: Page,
  brand: ObBrand,
  firstName = 'Rory',
  /** The site the browser is on; the test's base URL when absent. */
  origin = '',
): Promise<string> {
  const api = origin ? await siteApi(page, origin) : testApi(page);
  const formAnswer = await api('GET', `/api/form?consumerName=${brand.consumerName}`);
  const { formResponse } = formAnswer.body as { formResponse: string };
  const form = { token: formResponse, payload: formResponsePayloadSchema.parse(decodeJwt(formResponse)) };
  const body = submissionFor(form, ordinaryAnswers({ 'first-name': firstName, 'last-name': 'Refer' }));
  const response = await api('POST', '/api/quotation', body);
  expect(response.status).toBe(200);
  const result = resultResponseSchema.parse(response.body);
  expect(result.openBankingUrl).toBe(`/ob-landing?quotation=${result.quotationId}`);
  return result.quotationId;
}

/** Opens the landing of a fresh referred check of this browser. */
export async function openLanding(page: Page, brand: ObBrand, firstName?: string, origin = ''): Promise<string> {
  const quotation = await submitReferredCheck(page, brand, firstName, origin);
  await page.goto(`${origin}${withPartner(`/ob-landing?quotation=${quotation}`, brand)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link your bank account to help us decide');
  return quotation;
}

/** From the landing, through the sandbox provider's consent page, to where the provider hands back. */
export async function linkAccount(page: Page, account: keyof typeof SANDBOX_ACCOUNTS, scan = false): Promise<void> {
  await page.getByRole('button', { name: OB_TEXT.link }).click();
  await page.waitForURL(/\/sandbox\/open-banking\/connect\?session=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share your bank data with QuickCheck');
  if (scan) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: SANDBOX_ACCOUNTS[account] }).click();
}

/** Every address the tab's main frame was on from now, in order (a redirect passes too fast to wait for). */
export function visitedAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return addresses;
}

/** The agreement page of the offer open banking made. */
export async function expectOffer(page: Page): Promise<void> {
  await page.waitForURL(/\/agreement\?/, { timeout: 20_000 });
  await expect(page.getByText('Credit limit')).toBeVisible();
  await expect(page.getByText(OPEN_BANKING_DONE_TEXT)).toBeVisible();
}
