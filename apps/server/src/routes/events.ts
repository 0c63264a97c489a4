import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, apiErrorSchema, apiPath, eventsBodySchema } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { storedData, storedEventName } from '../telemetry/event-privacy.ts';
import { insertTelemetryRows } from '../telemetry/telemetry-repo.ts';
import { TELEMETRY_BODY_LIMIT_BYTES } from '../telemetry/telemetry-limits.ts';
import { NO_BODY } from './http-errors.ts';

/** docs/product/journey.md analytics events, batched by the browser; only codes, flags and counts are stored. */
export function eventsRoute(app: FastifyInstance, services: AppServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPath(API_PATHS.events),
    {
      bodyLimit: TELEMETRY_BODY_LIMIT_BYTES,
      schema: { body: eventsBodySchema, response: { 204: NO_BODY, 400: apiErrorSchema } },
      // The browser flushes at most every 2 s, plus a beacon on page hide.
      config: { budget: 60, invalidRequest: 'The events are not valid' },
    },
    async (request, reply) => {
      const now = services.clock.now().toISOString();
      await insertTelemetryRows(
        services.db,
        'analytics_events',
        request.body.events.map((event) => ({
          id: randomUUID(),
          name: storedEventName(event.name),
          payload: { ...(event.at ? { at: event.at } : {}), data: storedData(event.data) },
          createdAt: now,
        })),
      );
      return reply.status(204).send();
    },
  );
}
