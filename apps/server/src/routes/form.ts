import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  formQuerySchema,
  journeyTypeOf,
  journeyVendorCodeFromS,
  validCode,
  type Answers,
  type FormResponse,
  type FormResponsePayload,
} from '@quickcheck/contracts';
import { randomUUID } from 'node:crypto';
import { apiPath, type AppServices } from '../app-services.ts';
import { resolveJourneyContext } from '../journey/journey-context.server.ts';
import { findById } from '../quotation/quotation-repo.server.ts';
import { NOT_OWNER_ERROR } from '../security/quotation-owner.server.ts';
import { offersOpenBanking } from '../quotation/definitions.ts';
import { badRequest, isUuid, issuesOf } from './http-errors.ts';

/** A new form session, recorded so later calls can be refused once it has been idle too long. */
async function openFormSession(services: AppServices): Promise<string> {
  const sessionId = randomUUID();
  await services.formSessions.open(sessionId);
  return sessionId;
}

export function formRoute(app: FastifyInstance, services: AppServices): void {
  app.get(apiPath(API_PATHS.form), async (request, reply) => {
    const query = formQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, 'The form query is not valid', issuesOf(query.error));
    const { consumer: journey, definitionToAsk } = resolveJourneyContext(request, 'form-call', query.data);

    let formValues: Answers = {};
    const editOf = query.data.quotation;
    if (editOf !== undefined) {
      // Edit mode prefills personal data: only for the browser that made the quotation (no retention reset).
      if (isUuid(editOf) && !(await services.ownership.owns(request, editOf)))
        return reply.status(403).send({ error: NOT_OWNER_ERROR });
      const stored = isUuid(editOf) ? await findById(services.db, editOf) : undefined;
      if (!stored) return reply.status(404).send({ error: 'Quotation not found' });
      formValues = services.pii.decryptAnswers(stored.answers_encrypted);
    }

    // Spec §5 and §3 (one implementation with the browser): codes of 3+ alphanumerics, else the s fallback.
    const oemc = validCode(query.data.oemc);
    const vendorCode = validCode(query.data.vc) ?? journeyVendorCodeFromS(query.data.s);
    const payload: FormResponsePayload = {
      sessionId: await openFormSession(services),
      definition: definitionToAsk,
      consumerName: journey.consumerName,
      formValues,
      ...(oemc ? { oemc, onlineEntryMethodCode: oemc } : {}),
      ...(vendorCode ? { vendorCode } : {}),
      openBanking: { enabled: offersOpenBanking(journey.brand) },
      requestDetails: {
        quotationContext: {
          brand: journey.brand,
          consumerName: journey.consumerName,
          journeyType: journeyTypeOf(formValues),
          ...(editOf ? { editOf } : {}),
          ...(query.data.s ? { sParameter: query.data.s } : {}),
        },
      },
    };
    reply.header('Cache-Control', 'no-store');
    const body: FormResponse = { formResponse: await services.tokens.signForm(payload) };
    return body;
  });
}
