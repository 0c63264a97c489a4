import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { API_PATHS, answersSchema, apiErrorSchema, apiPath, errorResponseSchema } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { findById } from '../quotation/quotation-store.ts';
import { NOT_OWNER_ERROR } from '../security/quotation-owner.ts';
import { badRequest, isUuid } from './http-errors.ts';

/** A quotation's stored answers, as edit mode reads them. */
const storedAnswersSchema = z.object({ quotationId: z.string(), definitionId: z.string(), answers: answersSchema });

/**
 * Edit mode: the stored answers of a quotation, and nothing of its decision — only to the
 * browser that made it. A read is not a use: it does not restart the retention clock.
 */
export function quotationByIdRoute(app: FastifyInstance, services: AppServices): void {
  // One read per page, a guessing client slowed; the id is checked in the handler, named by its own message.
  const options = {
    schema: {
      params: z.object({ id: z.string() }),
      response: { 200: storedAnswersSchema, 400: apiErrorSchema, 403: errorResponseSchema, 404: errorResponseSchema },
    },
    config: { budget: 30 },
  };
  app.withTypeProvider<ZodTypeProvider>().get(apiPath(API_PATHS.quotationById), options, async (request, reply) => {
    const { id } = request.params;
    if (!isUuid(id))
      return badRequest(reply, 'The quotation id is not valid', [{ path: 'id', message: 'Must be a UUID' }]);
    if (!(await services.ownership.owns(request, id))) return reply.status(403).send({ error: NOT_OWNER_ERROR });
    const row = await findById(services.db, id);
    if (!row) return reply.status(404).send({ error: 'Quotation not found' });
    reply.header('Cache-Control', 'no-store');
    return {
      quotationId: row.id,
      definitionId: row.definition_id,
      answers: services.pii.decryptAnswers(row.answers_encrypted),
    };
  });
}
