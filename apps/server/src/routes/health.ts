import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PATHS, apiPath } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';

/**
 * Liveness: the process answers (restart it when it does not). Readiness: it can serve a
 * visitor, so the database answers, is migrated and can be written (send it traffic only
 * then). `GET /api/health` (docs/product/contract.md#api) answers readiness: a balancer that knows one route
 * must not send visitors to a server whose every quotation would fail.
 */
export function healthRoute(app: FastifyInstance, services: AppServices): void {
  async function readiness(reply: FastifyReply) {
    reply.header('Cache-Control', 'no-store');
    const { ready, problems } = await services.readiness.check();
    if (ready) return { status: 'ok' };
    return reply.status(503).send({ status: 'unavailable', problems });
  }

  // Load balancers probe these: never limited by address.
  const unlimited = { config: { budget: null } };
  app.get(apiPath(API_PATHS.health), unlimited, (_request, reply) => readiness(reply));
  app.get(apiPath(API_PATHS.healthReady), unlimited, (_request, reply) => readiness(reply));
  app.get(apiPath(API_PATHS.healthLive), unlimited, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
}
