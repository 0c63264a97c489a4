import type { FastifyInstance } from 'fastify';
import { PAGE_PATHS } from '@quickcheck/contracts';
import type { PageServer } from '../page-serving/page-server.ts';

/**
 * docs/product/contract.md#pages page paths, each the visitor's page drawn on the server; any other
 * non-API, non-asset path is the form too (routes/not-found.ts).
 */
export function pagesRoute(app: FastifyInstance, pages: PageServer): void {
  for (const path of PAGE_PATHS) app.get(path, (request, reply) => pages.serveFormOrResume(request, reply));
}
