import type { FastifyInstance } from 'fastify';
import { API_PATHS, apiPath, openBankingConnectRequestSchema } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { ownedBody, send } from './open-banking-request.ts';

/**
 * Our addition: POST /api/open-banking/decline { quotation } → the original decline as a result,
 * without its open-banking link ('No thanks' → 'I understand'), even after a reload of the landing.
 */
export function openBankingDeclineRoute(app: FastifyInstance, services: AppServices): void {
  app.post(apiPath(API_PATHS.obDecline), async (request, reply) => {
    const body = await ownedBody(services, openBankingConnectRequestSchema, request, reply);
    if (!body) return reply;
    return send(
      services,
      reply,
      body.quotation,
      await services.openBankingFlow.decline(body.quotation, services.siteOf(request).origin),
    );
  });
}
