import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, clientErrorBatchSchema, clientErrorReportSchema } from '@quickcheck/contracts';
import { apiPath, type AppServices } from '../app-services.ts';
import { badRequest, issuesOf } from './http-errors.ts';
import { insertJsonRows } from './json-rows.server.ts';

/**
 * Spec §8 monitoring reports (schemas shared with the web app): one report, or a batch
 * `{errors: [...]}`, picked by shape first so issues name the bad fields.
 */
export function parseClientErrors(body: unknown) {
  const isBatch = typeof body === 'object' && body !== null && 'errors' in body;
  const parsed = isBatch ? clientErrorBatchSchema.safeParse(body) : clientErrorReportSchema.safeParse(body);
  if (!parsed.success) return parsed;
  return { success: true as const, data: 'errors' in parsed.data ? parsed.data.errors : [parsed.data] };
}

/** Page URLs can carry firstName/lastName prefill values: only origin and path are kept. */
export function withoutQuery(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  return url.split(/[?#]/, 1)[0];
}

export function clientErrorsRoute(app: FastifyInstance, services: AppServices): void {
  app.post(apiPath(API_PATHS.clientErrors), async (request, reply) => {
    const body = parseClientErrors(request.body);
    if (!body.success) return badRequest(reply, 'The error report is not valid', issuesOf(body.error));
    const reports = body.data;
    const now = services.clock.now().toISOString();
    await insertJsonRows(
      services.db,
      'client_errors',
      reports.map((report) => ({
        id: randomUUID(),
        payload: { ...report, url: withoutQuery(report.url) },
        createdAt: now,
      })),
    );
    return reply.status(204).send();
  });
}
