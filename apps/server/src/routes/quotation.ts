import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveBrand } from '@quickcheck/brands';
import {
  API_PATHS,
  apiErrorSchema,
  apiPath,
  answerKeysOf,
  errorResponseSchema,
  resultResponseSchema,
  sessionRefusalSchema,
  submissionPayloadSchema,
  validateAnswersUpTo,
  type Answers,
  type FormResponsePayload,
} from '@quickcheck/contracts';
import * as z from 'zod/mini';
import type { AppServices } from '../app-services.ts';
import { checkExperimentClaim } from '../experiments/assignment.ts';
import { definitionById } from '../quotation/definitions.ts';
import { enforcePermissionPolicy } from '../quotation/permission-policy.ts';
import { refuseSession, requireActiveSession } from '../form-session/form-sessions.ts';
import { TokenError } from '../security/tokens.ts';
import { journeyOfQuotation } from '../partner/partner-journeys.ts';
import { badRequest, isUuid } from './http-errors.ts';
import { endOwnedCheck } from '../saved-check/saved-check-visits.ts';

const SESSION_INVALID = 'Your session is not valid or has expired, please start again';

/**
 * POST /api/quotation: schema → form token → answers → one stored quotation → the result.
 * Brand, consumer name and definition come from the verified token, never from the body.
 */
export function quotationRoute(app: FastifyInstance, services: AppServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPath(API_PATHS.quotation),
    {
      schema: {
        body: submissionPayloadSchema,
        response: {
          200: resultResponseSchema,
          400: apiErrorSchema,
          // An idle or unknown session (its code says which), or a form token not valid (no code).
          401: z.union([sessionRefusalSchema, errorResponseSchema]),
        },
      },
      // A soft search at the agency: costly, and a visitor submits once or twice.
      config: { budget: 10, invalidRequest: 'The submission is not valid' },
    },
    async (request, reply) => {
      const payload = request.body;

      let form: FormResponsePayload;
      try {
        form = await services.tokens.verify('form', payload.formResponse);
      } catch (error) {
        if (error instanceof TokenError) return reply.status(401).send({ error: SESSION_INVALID });
        throw error;
      }
      const definition = definitionById(form.definition.id);
      if (!definition) return reply.status(401).send({ error: SESSION_INVALID });

      // The signed token names the session: one left idle too long is refused, whatever the page
      // says. A valid submission's activity is recorded by the statement that stores it (submit);
      // answers that fail validation are still activity, and still refused on an idle session.
      const errors = validateAnswersUpTo(definition, payload.response, undefined, services.clock.now());
      if (errors.length > 0) {
        if (!(await requireActiveSession(services.formSessions, form.sessionId, reply))) return reply;
        const issues = errors.map((error) => ({ path: `response.${error.field}`, message: error.message }));
        return badRequest(reply, 'Some answers are not valid', issues);
      }
      // Only what the definition asked for is stored: stray keys never reach the database.
      const keys = answerKeysOf(definition, payload.response);
      const answers: Answers = Object.fromEntries(Object.entries(payload.response).filter(([key]) => keys.has(key)));

      const context = form.requestDetails.quotationContext;
      const brand = resolveBrand(context.brand);
      const permitted = enforcePermissionPolicy(
        { answers, requoteOptIn: payload.requoteOptIn },
        { brand, consumerName: form.consumerName, editing: context.editOf !== undefined },
      );
      // A partner's applicant who came on by the continue link: keyed by the partner's journey, so
      // the same answers are the partner's quotation again (one soft search), not a new one.
      const partnerJourney =
        context.editOf && isUuid(context.editOf) ? await journeyOfQuotation(services.db, context.editOf) : undefined;
      const result = await services.quotations.submit({
        payload,
        form,
        brand,
        consumerName: form.consumerName,
        definitionId: definition.id,
        answers: permitted.answers,
        requoteOptIn: permitted.requoteOptIn,
        // The signed token's, as the form call read it; the body's `sParameter` (docs/product/data.md) is accepted, never read.
        sParameter: context.sParameter,
        origin: services.siteOf(request).origin,
        experiment: checkExperimentClaim(payload, brand, services.activities),
        ...(partnerJourney ? { sameAs: { scope: `partner-journey:${partnerJourney.id}`, ...permitted } } : {}),
      });
      if ('sessionRefused' in result) {
        await refuseSession(reply, result.sessionRefused);
        return reply;
      }
      // This browser may now reopen what it submitted (edit mode, open banking); nobody else can.
      await services.ownership.grant(request, reply, result.quotationId);
      // A check resumed from a saved link is submitted: it is not resumed again (decision 064).
      await endOwnedCheck(services, request, reply);
      return result;
    },
  );
}
