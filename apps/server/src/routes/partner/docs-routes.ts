import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import { partnerDocumentOn } from '../../partner/openapi-document.ts';
import { PARTNER_PATHS } from '../../partner/partner-paths.ts';

/** Redoc's standalone bundle, from the installed package (no CDN): docs/decisions/027. */
const redocBundlePath = () => createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/**
 * Redoc draws its maker's logo in the menu's footer from their CDN, an address written into the
 * bundle with no option to turn it off (Redoc 2 and 3 alike). The page's CSP refuses it (a console
 * error on every load), and the request would tell a third party who reads our documentation. The
 * bundle is served with that address replaced by an empty data: URL, which the page's CSP already
 * allows and which no browser can draw: Redoc's own error handler then drops the image, so the
 * footer keeps its 'API docs by Redocly' link without a logo. Decision 061.
 */
export const REDOC_CDN_LOGO = /https:\/\/cdn\.redoc\.ly\/redoc\/[\w-]+\.svg/g;
export const NO_LOGO = 'data:,';
export const withoutOutsideLogo = (bundle: string) => bundle.replace(REDOC_CDN_LOGO, NO_LOGO);

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

/** The document's own pages are not operations of the API. */
const UNDOCUMENTED = { schema: { hide: true } };

// The body's default 8 px margin left a white frame round Redoc's full-height menu and code panel.
const DOCS_PAGE = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>QuickCheck partner API</title><style>body{margin:0}</style></head>
<body><main><h1 class="visually-hidden" style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">QuickCheck partner API</h1>
<redoc spec-url="${PARTNER_PATHS.openapi}" hide-download-button="false" hide-hostname="true"></redoc></main>
<script src="${PARTNER_PATHS.docsScript}"></script></body></html>`;

/**
 * GET /partner/v1/openapi.json and the docs page that renders it (docs/product/contract.md#pages).
 * `app` is the partner routes' scope: its `swagger()` is the document @fastify/swagger generated from
 * their schemas. None of these routes is in it.
 */
export function docsRoutes(app: FastifyInstance, clock: Clock): void {
  // Built once a day: the date-of-birth rule names today's dates.
  let built: { day: string; text: string } | undefined;
  const documentText = () => {
    const now = clock.now();
    const day = now.toDateString();
    if (built?.day !== day) built = { day, text: JSON.stringify(partnerDocumentOn(app.swagger(), now)) };
    return built.text;
  };
  let bundle: Promise<string> | undefined;
  app.get(PARTNER_PATHS.openapi, { ...UNDOCUMENTED, config: { budget: null } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(documentText()),
  );
  app.get(PARTNER_PATHS.docs, UNDOCUMENTED, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', DOCS_CSP)
      .header('Cache-Control', 'public, max-age=300')
      .send(DOCS_PAGE),
  );
  app.get(PARTNER_PATHS.docsScript, UNDOCUMENTED, async (_request, reply) => {
    bundle ??= readFile(redocBundlePath(), 'utf8').then(withoutOutsideLogo);
    return reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await bundle);
  });
}
