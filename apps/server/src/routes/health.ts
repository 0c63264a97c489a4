import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { API_PATHS, apiPath } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { READINESS_PROBLEMS } from '../health/readiness.ts';

const up = z.object({ status: z.literal('ok') });
const notReady = z.object({ status: z.literal('unavailable'), problems: z.array(z.enum(READINESS_PROBLEMS)) });

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
    if (ready) return { status: 'ok' as const };
    return reply.status(503).send({ status: 'unavailable', problems });
  }

  // Load balancers probe these: never limited by address.
  const unlimited = { budget: null };
  const ready = { schema: { response: { 200: up, 503: notReady } }, config: unlimited };
  const withZod = app.withTypeProvider<ZodTypeProvider>();
  withZod.get(apiPath(API_PATHS.health), ready, (_request, reply) => readiness(reply));
  withZod.get(apiPath(API_PATHS.healthReady), ready, (_request, reply) => readiness(reply));
  withZod.get(
    apiPath(API_PATHS.healthLive),
    { schema: { response: { 200: up } }, config: unlimited },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );
}
