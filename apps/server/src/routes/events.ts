import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@quickcheck/contracts';
import * as z from 'zod';
import { apiPath, type AppServices } from '../app-services.ts';
import { insertJsonRows } from './json-rows.server.ts';
import { badRequest, issuesOf } from './http-errors.ts';

export const MAX_EVENTS_PER_BATCH = 50;

/** Spec §4 analytics events, batched by the browser. */
export const eventsBodySchema = z
  .object({
    events: z
      .array(
        z
          .object({
            name: z.string().min(1).max(60),
            at: z.iso.datetime({ offset: true }).optional(),
            data: z.record(z.string().max(60), z.unknown()).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_EVENTS_PER_BATCH),
  })
  .strict();

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
