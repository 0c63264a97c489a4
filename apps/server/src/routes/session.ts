import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  apiErrorSchema,
  apiPath,
  sessionRefusalSchema,
  snapshotKeyResponseSchema,
} from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { requireActiveSession } from '../form-session/form-sessions.ts';
import { NO_BODY, requireSessionId } from './http-errors.ts';

/**
 * The browser's side of the inactivity time-out: it reports the visitor's activity (typing on one
 * stage for long makes no other call) and, after a refresh, asks for the key of its snapshot.
 * Both refuse a session idle past SESSION_INACTIVITY_MINUTES, so the page cannot revive one.
 */
export function sessionRoutes(app: FastifyInstance, services: AppServices): void {
  // A tab reports activity at most every 30 s, and asks for its snapshot's key once per load or
  // refresh of the form: 30 a minute leaves room for a few tabs at once.
  const budget = { budget: 30 };
  // A refused session's 401; a missing or malformed Session-Id's 400.
  const refusals = { 400: apiErrorSchema, 401: sessionRefusalSchema };
  const withZod = app.withTypeProvider<ZodTypeProvider>();
  const activity = { schema: { response: { 204: NO_BODY, ...refusals } }, config: budget };
  withZod.post(apiPath(API_PATHS.sessionActivity), activity, async (request, reply) => {
    const sessionId = requireSessionId(request, reply);
    if (!sessionId || !(await requireActiveSession(services.formSessions, sessionId, reply))) return reply;
    return reply.status(204).send();
  });

  const snapshotKey = { schema: { response: { 200: snapshotKeyResponseSchema, ...refusals } }, config: budget };
  withZod.post(apiPath(API_PATHS.sessionSnapshotKey), snapshotKey, async (request, reply) => {
    const sessionId = requireSessionId(request, reply);
    if (!sessionId || !(await requireActiveSession(services.formSessions, sessionId, reply))) return reply;
    reply.header('Cache-Control', 'no-store');
    return { key: services.formSessions.snapshotKey(sessionId) };
  });
}
