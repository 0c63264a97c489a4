import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@quickcheck/contracts';
import * as z from 'zod';
import { apiPath, type AppServices } from '../app-services.ts';
import { badRequest, issuesOf } from './http-errors.ts';
import { insertJsonRows } from './json-rows.server.ts';

export const MAX_REPORTS_PER_BATCH = 20;

/** Spec §8: monitoring reports (sawError, sawErrorPage, a timestamp) from the browser. */
const reportSchema = z
  .object({
    message: z.string().min(1).max(2000),
    name: z.string().max(200).optional(),
    stack: z.string().max(10_000).optional(),
    url: z.string().max(2000).optional(),
    at: z.iso.datetime({ offset: true }).optional(),
    attributes: z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
  })
  .strict();

const batchSchema = z.object({ errors: z.array(reportSchema).min(1).max(MAX_REPORTS_PER_BATCH) }).strict();

/** One report, or a batch `{errors: [...]}`; picked by shape first so issues name the bad fields. */
export function parseClientErrors(body: unknown) {
  const isBatch = typeof body === 'object' && body !== null && 'errors' in body;
  const parsed = isBatch ? batchSchema.safeParse(body) : reportSchema.safeParse(body);
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
