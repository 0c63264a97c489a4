import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@quickcheck/contracts';
import { apiPath, type AppServices } from '../app-services.ts';

/** A database stuck longer than this counts as down: a load balancer must not wait on it. */
const HEALTH_TIMEOUT_MS = 2000;

async function databaseAnswers(services: AppServices): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  const probe = services.db.query<{ ok: number }>('select 1 as ok').then(
    ({ rows }) => Number(rows[0]?.ok) === 1,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoute(app: FastifyInstance, services: AppServices): void {
  app.get(apiPath(API_PATHS.health), async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (await databaseAnswers(services)) return { status: 'ok' };
    return reply.status(503).send({ status: 'unavailable' });
  });
}
