import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, eventsBodySchema } from '@quickcheck/contracts';
import { apiPath, type AppServices } from '../app-services.ts';
import { insertJsonRows } from './json-rows.server.ts';
import { badRequest, issuesOf } from './http-errors.ts';

/** Spec §4 analytics events, batched by the browser; the schema is shared with the web app. */
export function eventsRoute(app: FastifyInstance, services: AppServices): void {
  app.post(apiPath(API_PATHS.events), async (request, reply) => {
    const body = eventsBodySchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, 'The events are not valid', issuesOf(body.error));
    const now = services.clock.now().toISOString();
    await insertJsonRows(
      services.db,
      'analytics_events',
      body.data.events.map((event) => ({
        id: randomUUID(),
        name: event.name,
        payload: { at: event.at, data: event.data ?? {} },
        createdAt: now,
      })),
    );
    return reply.status(204).send();
  });
}
