import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  API_PATHS,
  apiErrorSchema,
  apiPath,
  errorResponseSchema,
  formQuerySchema,
  formResponseSchema,
  type Answers,
  type FormResponsePayload,
} from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { resolveJourneyContext } from '../journey/journey-context.ts';
import { journeyOfQuotation } from '../partner/partner-journeys.ts';
import { recordFormRender } from '../form-session/form-session-repo.ts';
import { FORM_ISSUE_BUDGET } from '../form-session/form-sessions.ts';
import { issueForm } from '../quotation/issue-form.ts';
import { findById } from '../quotation/quotation-store.ts';
import { NOT_OWNER_ERROR } from '../security/quotation-owner.ts';
import { isUuid } from './http-errors.ts';

export function formRoute(app: FastifyInstance, services: AppServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    apiPath(API_PATHS.form),
    {
      // Loose: the parsed query replaces the request's, and the site is read from it too (`?partner=`).
      schema: {
        querystring: z.looseObject(formQuerySchema.shape),
        response: { 200: formResponseSchema, 400: apiErrorSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
      // Signs a form token: a page load or a reload each.
      config: { budget: FORM_ISSUE_BUDGET, invalidRequest: 'The form query is not valid' },
    },
    async (request, reply) => {
      const { query } = request;
      let formValues: Answers = {};
      let consumerName = query.consumerName;
      const editOf = query.quotation;
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
      const { consumer: journey, definitionToAsk } = resolveJourneyContext(
        services.siteOf(request).brand,
        'form-call',
        { ...query, ...(consumerName === undefined ? {} : { consumerName }) },
      );

      reply.header('Cache-Control', 'no-store');
      if (editOf === undefined) return issueForm(services, { consumer: journey, definitionToAsk }, query, formValues);
      // The edit page's own form: its page was drawn without one (it needs the owner cookie), so this call stands for that view.
      let issued: FormResponsePayload | undefined;
      const answer = await issueForm(services, { consumer: journey, definitionToAsk }, query, formValues, (payload) => {
        issued = payload;
      });
      if (issued) await recordEditView(services, request, issued);
      return answer;
    },
  );
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
