import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, apiPath, openBankingCompleteRequestSchema, resultResponseSchema } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import {
  OPEN_BANKING_REFUSALS,
  OPEN_BANKING_REQUEST_NOT_VALID,
  ownsQuotation,
  send,
} from '../open-banking/open-banking-replies.ts';

/**
 * POST /api/open-banking/complete and /start { quotation, sessionTerminationToken } → a result.
 * docs/product/calls-and-errors.md#calls (call 2) names both hooks without their payloads; both settle the handed-back
 * session the same idempotent way, so either journey's client gets the one stored decision.
 * The pending page calls complete.
 */
export function openBankingCompleteRoute(app: FastifyInstance, services: AppServices): void {
  for (const path of [API_PATHS.obStart, API_PATHS.obComplete]) {
    app.withTypeProvider<ZodTypeProvider>().post(
      apiPath(path),
      {
        schema: {
          body: openBankingCompleteRequestSchema,
          response: { 200: resultResponseSchema, ...OPEN_BANKING_REFUSALS },
        },
        // Each asks the open-banking provider and decides again.
        config: { budget: 10, invalidRequest: OPEN_BANKING_REQUEST_NOT_VALID },
      },
      async (request, reply) => {
        const { body } = request;
        if (!(await ownsQuotation(services, request, reply, body.quotation))) return reply;
        const outcome = await services.openBankingFlow.complete(
          body.quotation,
          body.sessionTerminationToken,
          services.siteOf(request).origin,
        );
        return send(services, reply, body.quotation, outcome);
      },
    );
  }
}
