import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-services.ts';
import { NOT_PAGES, pathOf, topLevelFileOf, webBuildHasFile } from '../pages/page-requests.ts';
import type { PageServer } from '../page-serving/page-server.ts';
import { NOT_FOUND } from './http-errors.ts';

/**
 * Any other address: a plain 404 for the API, bundles, brand files and the console; a top-level
 * file of the web build (robots.txt, a manifest…) when it names one; else the form, as a page.
 */
export function notFoundRoute(app: FastifyInstance, services: AppServices, pages: PageServer): void {
  // Routes get the rate limit from the plugin's global hook; the not-found handler asks for it.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const path = pathOf(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || NOT_PAGES.test(path)) return reply.status(404).send(NOT_FOUND);
    const file = topLevelFileOf(path);
    if (file && (await webBuildHasFile(services.webRoot, file))) return reply.sendFile(file);
    return pages.serveFormOrResume(request, reply);
  });
}
