import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import { partnerOpenApiDocument } from '../../partner/openapi-document.ts';
import { PARTNER_PATHS } from '../../partner/partner-paths.ts';

/** Redoc's standalone bundle, from the installed package (no CDN): docs/decisions/027. */
const redocBundlePath = () => createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/** The renderer draws with inline styles and a search worker from a blob: this page only is widened so. */
const DOCS_CSP = [
  "default-src 'self'",
  `script-src 'self'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  'worker-src blob:',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join(';');

const DOCS_PAGE = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>QuickCheck partner API</title></head>
<body><main><h1 class="visually-hidden" style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">QuickCheck partner API</h1>
<redoc spec-url="${PARTNER_PATHS.openapi}" hide-download-button="false" hide-hostname="true"></redoc></main>
<script src="${PARTNER_PATHS.docsScript}"></script></body></html>`;

/** GET /partner/v1/openapi.json and the docs page that renders it (CONTRACT §4). */
export function docsRoutes(app: FastifyInstance, clock: Clock): void {
  // Built once a day: the date-of-birth rule names today's dates.
  let built: { day: string; text: string } | undefined;
  const documentText = () => {
    const now = clock.now();
    const day = now.toDateString();
    if (built?.day !== day) built = { day, text: JSON.stringify(partnerOpenApiDocument(now)) };
    return built.text;
  };
  let bundle: Promise<Buffer> | undefined;
  app.get(PARTNER_PATHS.openapi, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(documentText()),
  );
  app.get(PARTNER_PATHS.docs, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', DOCS_CSP)
      .header('Cache-Control', 'public, max-age=300')
      .send(DOCS_PAGE),
  );
  app.get(PARTNER_PATHS.docsScript, async (_request, reply) => {
    bundle ??= readFile(redocBundlePath());
    return reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await bundle);
  });
}
