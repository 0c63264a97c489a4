import {
  FORM_RESPONSE_ELEMENT_ID,
  type EmbeddedForm,
  type FormResponse,
  type FormResponsePayload,
} from '@quickcheck/contracts';
import { decodeTokenPayload } from '../../../common/api/token-payload.ts';
import type { LoadedForm } from './form-api.ts';

/**
 * The form the server drew the first stage with. Decoded without a schema on purpose: it was
 * issued by our own server in the same response as the page (no third party in between), the
 * server verifies the token on every use, and the first load stays free of the schema library.
 */
export function formOfResponse(response: FormResponse): LoadedForm {
  return { token: response.formResponse, payload: decodeTokenPayload(response.formResponse) as FormResponsePayload };
}

/** The server's embedded form, if the page has one (server-drawn first stage), with the fields posted to draw it. */
export function readEmbeddedForm(doc: Document = document): LoadedForm | undefined {
  const text = doc.getElementById(FORM_RESPONSE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const { formResponse, posted } = JSON.parse(text) as Partial<EmbeddedForm>;
    if (typeof formResponse !== 'string') return undefined;
    return { ...formOfResponse({ formResponse }), posted };
  } catch {
    return undefined;
  }
}
