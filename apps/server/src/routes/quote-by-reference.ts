import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  SERVER_ONLY_API_PATHS,
  apiErrorSchema,
  apiPath,
  errorResponseSchema,
  resultResponseSchema,
} from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { contextOf } from '../open-banking/open-banking-result.ts';
import { parseDecisionReference } from '../quotation/decision-reference.ts';
import { findByReference } from '../quotation/quotation-store.ts';
import { resultResponse } from '../quotation/result-response.ts';
import { decidedFrom } from '../quotation/submit-quotation.ts';
import { badRequest } from './http-errors.ts';

/** One answer for 'no such reference' and 'not this browser's': a guessed reference learns nothing. */
export const NOT_FOUND_IN_THIS_BROWSER = 'No check with this reference was made in this browser recently';

/**
 * Our addition: GET /api/quote/:reference → the stored result of the visitor's own check, as the
 * decision answered it (decision 024). A mistyped reference fails its check symbol and is refused
 * before any look-up; a real one opens only for the browser that made the check (the owner
 * credential, as edit mode). The operator's complaint look-up uses findByReference directly.
 */
export function quoteByReferenceRoute(app: FastifyInstance, services: AppServices): void {
  // A visitor opens their own check again; guessing references is what it must not allow.
  const options = {
    schema: {
      params: z.object({ reference: z.string() }),
      response: { 200: resultResponseSchema, 400: apiErrorSchema, 404: errorResponseSchema },
    },
    config: { budget: 30 },
  };
  const route = apiPath(SERVER_ONLY_API_PATHS.quoteByReference);
  app.withTypeProvider<ZodTypeProvider>().get(route, options, async (request, reply) => {
    const { reference } = request.params;
    const parsed = parseDecisionReference(reference);
    if (!parsed) {
      return badRequest(reply, 'The reference is not valid', [
        { path: 'reference', message: 'Must be a reference like QC-7K4M-92XD; check each character' },
      ]);
    }
    const row = await findByReference(services.db, parsed);
    if (!row || !(await services.ownership.owns(request, row.id))) {
      return reply.status(404).send({ error: NOT_FOUND_IN_THIS_BROWSER });
    }
    reply.header('Cache-Control', 'no-store');
    return resultResponse(decidedFrom(row), contextOf(services, row, services.siteOf(request).origin), services.tokens);
  });
}
