import type { FastifyInstance } from 'fastify';
import { API_PATHS, apiPath } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { requireActiveSession } from '../form-session/form-sessions.ts';
import { requireSessionId } from './http-errors.ts';

/**
 * The browser's side of the inactivity time-out: it reports the visitor's activity (typing on one
 * stage for long makes no other call) and, after a refresh, asks for the key of its snapshot.
 * Both refuse a session idle past SESSION_INACTIVITY_MINUTES, so the page cannot revive one.
 */
export function sessionRoutes(app: FastifyInstance, services: AppServices): void {
  // A tab reports activity at most every 30 s, and asks for its snapshot's key once per load or
  // refresh of the form: 30 a minute leaves room for a few tabs at once.
  const budget = { config: { budget: 30 } };
  app.post(apiPath(API_PATHS.sessionActivity), budget, async (request, reply) => {
    const sessionId = requireSessionId(request, reply);
    if (!sessionId || !(await requireActiveSession(services.formSessions, sessionId, reply))) return reply;
    return reply.status(204).send();
  });

  app.post(apiPath(API_PATHS.sessionSnapshotKey), budget, async (request, reply) => {
    const sessionId = requireSessionId(request, reply);
    if (!sessionId || !(await requireActiveSession(services.formSessions, sessionId, reply))) return reply;
    reply.header('Cache-Control', 'no-store');
    return { key: services.formSessions.snapshotKey(sessionId) };
  });
}
