import type { FastifyInstance } from 'fastify';
import { API_PATHS, apiPath, openBankingCompleteRequestSchema } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { ownedBody, send } from './open-banking-request.ts';

/**
 * POST /api/open-banking/complete and /start { quotation, sessionTerminationToken } → a result.
 * docs/product/calls-and-errors.md#calls (call 2) names both hooks without their payloads; both settle the handed-back
 * session the same idempotent way, so either journey's client gets the one stored decision.
 * The pending page calls complete.
 */
export function openBankingCompleteRoute(app: FastifyInstance, services: AppServices): void {
  for (const path of [API_PATHS.obStart, API_PATHS.obComplete]) {
    app.post(apiPath(path), async (request, reply) => {
      const body = await ownedBody(services, openBankingCompleteRequestSchema, request, reply);
      if (!body) return reply;
      const outcome = await services.openBankingFlow.complete(
        body.quotation,
        body.sessionTerminationToken,
        services.siteOf(request).origin,
      );
      return send(services, reply, body.quotation, outcome);
    });
  }
}
