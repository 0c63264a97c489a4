import {
  formQuerySchema,
  journeyTypeOf,
  journeyVendorCodeFromS,
  validCode,
  type Answers,
  type FormQuery,
  type FormResponse,
  type FormResponsePayload,
} from '@quickcheck/contracts';
import type { JourneyContext } from '../journey/journey-context.ts';
import { offersOpenBanking } from './definitions.ts';
import type { TokenService } from '../security/tokens.ts';
import type { FormSessions } from '../form-session/form-sessions.ts';

/** What issuing a form takes: a new session id, and the key that signs the form. */
export interface FormIssuer {
  formSessions: FormSessions;
  tokens: TokenService;
}

/**
 * GET /api/form's answer: a new form session and the signed form for this journey. Also called
 * in-process by the page render, so the first stage is drawn and usable without a second request.
 */
export async function issueForm(
  services: FormIssuer,
  { consumer, definitionToAsk }: Pick<JourneyContext, 'consumer' | 'definitionToAsk'>,
  query: FormQuery,
  formValues: Answers = {},
  /** Told the payload as it is signed (a page render records the session it issued). */
  onIssued?: (payload: FormResponsePayload) => void,
): Promise<FormResponse> {
  const editOf = query.quotation;
  // docs/product/validation.md and docs/product/data.md (one implementation with the browser): codes of 3+ alphanumerics, else the s fallback.
  const oemc = validCode(query.oemc);
  const vendorCode = validCode(query.vc) ?? journeyVendorCodeFromS(query.s);
  const payload: FormResponsePayload = {
    // A new form session: later calls are refused once it has been idle too long.
    sessionId: services.formSessions.issue(),
    definition: definitionToAsk,
    consumerName: consumer.consumerName,
    formValues,
    ...(oemc ? { oemc, onlineEntryMethodCode: oemc } : {}),
    ...(vendorCode ? { vendorCode } : {}),
    openBanking: { enabled: offersOpenBanking(consumer.brand) },
    requestDetails: {
      quotationContext: {
        brand: consumer.brand,
        consumerName: consumer.consumerName,
        journeyType: journeyTypeOf(formValues),
        ...(editOf ? { editOf } : {}),
        ...(query.s ? { sParameter: query.s } : {}),
      },
    },
  };
  onIssued?.(payload);
  return { formResponse: await services.tokens.sign('form', payload) };
}

/**
 * The form a page render asks for: its journey as the page resolved it, checked by the rules of
 * GET /api/form; never an edit (that needs the owner cookie, which only /api sees).
 */
export async function issueFormForPage(
  services: FormIssuer,
  journey: JourneyContext,
  /** A saved check's answers, for the browser that has just used its link (docs/decisions/025). */
  formValues: Answers = {},
  onIssued?: (payload: FormResponsePayload) => void,
): Promise<FormResponse> {
  const query = formQuerySchema.parse(journey.query);
  if (query.quotation !== undefined) throw new Error('A page render cannot issue an edit form');
  return issueForm(services, journey, query, formValues, onIssued);
}
