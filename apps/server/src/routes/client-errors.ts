import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, apiPath, clientErrorBatchSchema, clientErrorReportSchema } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { storedClientError } from '../telemetry/client-error-privacy.ts';
import { insertTelemetryRows } from '../telemetry/telemetry-repo.ts';
import { badRequest, issuesOf } from './http-errors.ts';
import { TELEMETRY_BODY_LIMIT_BYTES } from '../telemetry/telemetry-limits.ts';

/**
 * docs/product/calls-and-errors.md#errors monitoring reports (schemas shared with the web app): one report, or a batch
 * `{errors: [...]}`, picked by shape first so issues name the bad fields.
 */
export function parseClientErrors(body: unknown) {
  const isBatch = typeof body === 'object' && body !== null && 'errors' in body;
  const parsed = isBatch ? clientErrorBatchSchema.safeParse(body) : clientErrorReportSchema.safeParse(body);
  if (!parsed.success) return parsed;
  return { success: true as const, data: 'errors' in parsed.data ? parsed.data.errors : [parsed.data] };
}

export function clientErrorsRoute(app: FastifyInstance, services: AppServices): void {
  app.post(apiPath(API_PATHS.clientErrors), { bodyLimit: TELEMETRY_BODY_LIMIT_BYTES }, async (request, reply) => {
    const body = parseClientErrors(request.body);
    if (!body.success) return badRequest(reply, 'The error report is not valid', issuesOf(body.error));
    const now = services.clock.now().toISOString();
    await insertTelemetryRows(
      services.db,
      'client_errors',
      body.data.map((report) => ({ id: randomUUID(), payload: storedClientError(report), createdAt: now })),
    );
    return reply.status(204).send();
  });
}
