import type { Page } from '@playwright/test';
import { FORM_RESPONSE_ELEMENT_ID, type FormResponsePayload } from '@quickcheck/contracts';

/**
 * The form the server drew the first stage with (the page's `#form-response` block), decoded as
 * the browser does: the form request the browser no longer makes for a server-drawn page.
 */
export async function embeddedFormPayload(page: Page): Promise<FormResponsePayload> {
  const text = await page.locator(`#${FORM_RESPONSE_ELEMENT_ID}`).textContent();
  const { formResponse } = JSON.parse(text ?? '{}') as { formResponse: string };
  const payload = formResponse.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as FormResponsePayload;
}
