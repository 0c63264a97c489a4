import type { FastifyInstance } from 'fastify';
import { API_PATHS, apiPath, openBankingConnectRequestSchema } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { ownedBody, send } from './open-banking-request.ts';

/**
 * POST /api/open-banking/connect { quotation } → { connectionUrl }: only for a quotation the
 * agency referred, in a brand that offers open banking, and only from the browser that made it.
 */
export function openBankingConnectRoute(app: FastifyInstance, services: AppServices): void {
  app.post(apiPath(API_PATHS.obConnect), async (request, reply) => {
    const body = await ownedBody(services, openBankingConnectRequestSchema, request, reply);
    if (!body) return reply;
    return send(
      services,
      reply,
      body.quotation,
      await services.openBankingFlow.connect(body.quotation, services.siteOf(request).origin),
    );
  });
}
