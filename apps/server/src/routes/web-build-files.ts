import { join } from 'node:path';
import serveStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyError, FastifyInstance } from 'fastify';
import { NOT_FOUND } from './http-errors.ts';

/**
 * What every file of the web build is sent with: no dot file, no directory (no listing, no index),
 * and scripts as `text/javascript` (RFC 9239; @fastify/send's mime table still says application/javascript).
 */
const WEB_BUILD_FILE_OPTIONS = {
  dotfiles: 'ignore',
  index: false,
  suppressWarning: true, // no build is reported by the pages' 503 (shell-template.ts)
  setHeaders: (reply, path) => {
    if (/\.m?js$/.test(path)) reply.header('Content-Type', 'text/javascript; charset=utf-8');
  },
} satisfies Partial<FastifyStaticOptions>;
const ONE_YEAR = '365d';
const ONE_HOUR = '1h';

/**
 * The web build's files, sent by @fastify/static (ETags, Last-Modified, 304s, ranges, HEAD):
 * - /assets/*: the hashed bundles, kept a year and never revalidated (their names change with them);
 * - the top-level files (robots.txt, a manifest…), which the not-found handler sends with
 *   `reply.sendFile` when the path names one, kept an hour and then revalidated.
 */
export function webBuildFilesRoute(app: FastifyInstance, webRoot: string): void {
  void app.register(serveStatic, { ...WEB_BUILD_FILE_OPTIONS, root: webRoot, serve: false, maxAge: ONE_HOUR });
  void app.register(async (assets) => {
    // A path that cannot name a bundle (`..`, a dot segment, a directory, a NUL) is refused by the
    // plugin with a 400 or 403: it is answered as a missing bundle is, a plain 404, never the page shell.
    assets.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 400 || error.statusCode === 403) return reply.status(404).send(NOT_FOUND);
      throw error; // to the app's handler: a 416 for a range beyond the file keeps its status
    });
    await assets.register(serveStatic, {
      ...WEB_BUILD_FILE_OPTIONS,
      root: join(webRoot, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      maxAge: ONE_YEAR,
      immutable: true,
    });
  });
}
