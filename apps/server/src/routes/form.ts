import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  apiPath,
  formQuerySchema,
  journeyTypeOf,
  journeyVendorCodeFromS,
  validCode,
  type Answers,
  type FormResponse,
  type FormQuery,
  type FormResponsePayload,
} from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { resolveJourneyContext, type JourneyContext } from '../journey/journey-context.ts';
import { journeyOfQuotation } from '../partner/partner-journeys.ts';
import { recordFormRender } from '../form-session/form-session-repo.ts';
import { findById } from '../quotation/quotation-store.ts';
import { NOT_OWNER_ERROR } from '../security/quotation-owner.ts';
import { offersOpenBanking } from '../quotation/definitions.ts';
import { badRequest, isUuid, issuesOf } from './http-errors.ts';

export function formRoute(app: FastifyInstance, services: AppServices): void {
  app.get(apiPath(API_PATHS.form), async (request, reply) => {
    const query = formQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, 'The form query is not valid', issuesOf(query.error));
    let formValues: Answers = {};
    let consumerName = query.data.consumerName;
    const editOf = query.data.quotation;
    if (editOf !== undefined) {
      // Edit mode prefills personal data: only for the browser that made the quotation (no retention reset).
      if (isUuid(editOf) && !(await services.ownership.owns(request, editOf)))
        return reply.status(403).send({ error: NOT_OWNER_ERROR });
      const stored = isUuid(editOf) ? await findById(services.db, editOf) : undefined;
      if (!stored) return reply.status(404).send({ error: 'Quotation not found' });
      formValues = services.pii.decryptAnswers(stored.answers_encrypted);
      // A partner's applicant stays in that partner's journey, whatever the address says.
      consumerName = (await journeyOfQuotation(services.db, editOf))?.partner ?? consumerName;
    }
    const { consumer: journey, definitionToAsk } = resolveJourneyContext(services.siteOf(request).brand, 'form-call', {
      ...query.data,
      ...(consumerName === undefined ? {} : { consumerName }),
    });

    reply.header('Cache-Control', 'no-store');
    if (editOf === undefined)
      return issueForm(services, { consumer: journey, definitionToAsk }, query.data, formValues);
    // The edit page's own form: its page was drawn without one (it needs the owner cookie), so this call stands for that view.
    let issued: FormResponsePayload | undefined;
    const answer = await issueForm(
      services,
      { consumer: journey, definitionToAsk },
      query.data,
      formValues,
      (payload) => {
        issued = payload;
      },
    );
    if (issued) await recordEditView(services, request, issued);
    return answer;
  });
}

/**
 * Records an edit's form session with its journey, and the edit page's view, as a drawn form page
 * records its own (issue 34: the edit's view was missing from the funnel while its stages were
 * counted). Only for the quotation's own browser, so once per edit page opened; a reload of that
 * page before any answer changed asks again, and counts again (this call cannot tell a reload).
 * A failure costs the count, never the form.
 */
async function recordEditView(services: AppServices, request: FastifyRequest, payload: FormResponsePayload) {
  try {
    await recordFormRender(services.db, {
      sessionId: payload.sessionId,
      issuedAt: services.clock.now(),
      brand: payload.requestDetails.quotationContext.brand,
      consumerName: payload.consumerName,
      pageView: true,
    });
  } catch (error) {
    request.log.error({ err: error }, 'the edit page was not counted');
  }
}

/**
 * GET /api/form's answer: a new form session and the signed form for this journey. Also called
 * in-process by the page render, so the first stage is drawn and usable without a second request.
 */
export async function issueForm(
  services: AppServices,
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
  services: AppServices,
  journey: JourneyContext,
  /** A saved check's answers, for the browser that has just used its link (docs/decisions/025). */
  formValues: Answers = {},
  onIssued?: (payload: FormResponsePayload) => void,
): Promise<FormResponse> {
  const query = formQuerySchema.parse(journey.query);
  if (query.quotation !== undefined) throw new Error('A page render cannot issue an edit form');
  return issueForm(services, journey, query, formValues, onIssued);
}
