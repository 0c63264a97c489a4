import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, apiErrorSchema, apiPath } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { storedClientError } from '../telemetry/client-error-privacy.ts';
import { insertTelemetryRows } from '../telemetry/telemetry-repo.ts';
import { clientErrorsBodySchema } from '../telemetry/client-errors-body.ts';
import { TELEMETRY_BODY_LIMIT_BYTES } from '../telemetry/telemetry-limits.ts';
import { NO_BODY } from './http-errors.ts';

export function clientErrorsRoute(app: FastifyInstance, services: AppServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPath(API_PATHS.clientErrors),
    {
      bodyLimit: TELEMETRY_BODY_LIMIT_BYTES,
      schema: { body: clientErrorsBodySchema, response: { 204: NO_BODY, 400: apiErrorSchema } },
      // A page reports an error once.
      config: { budget: 10, invalidRequest: 'The error report is not valid' },
    },
    async (request, reply) => {
      const now = services.clock.now().toISOString();
      await insertTelemetryRows(
        services.db,
        'client_errors',
        request.body.map((report) => ({ id: randomUUID(), payload: storedClientError(report), createdAt: now })),
      );
      return reply.status(204).send();
    },
  );
}
