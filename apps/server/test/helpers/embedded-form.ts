import { decodeJwt } from 'jose';
import { FORM_RESPONSE_ELEMENT_ID, formResponsePayloadSchema } from '@quickcheck/contracts';

/** The form response a drawn page embeds for the browser (its answers among it), decoded; undefined when none. */
export function embeddedFormOf(html: string) {
  const match = new RegExp(`<script type="application/json" id="${FORM_RESPONSE_ELEMENT_ID}">([^<]*)</script>`).exec(
    html,
  );
  if (!match) return undefined;
  const { formResponse } = JSON.parse(match[1]!) as { formResponse: string };
  return formResponsePayloadSchema.parse(decodeJwt(formResponse));
}
