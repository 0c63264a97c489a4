import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

/**
 * The API, hashed bundles, brand files and the operator console (its own pages and limits,
 * ops/plugin.ts): never a visitor's page, even when missing (a plain 404).
 */
export const NOT_PAGES = /^\/(api|assets|brand|ops)(\/|$)/;
/** A top-level file of the web build (robots.txt, manifest…): one safe path segment with an extension. */
const TOP_LEVEL_FILE = /^\/([A-Za-z0-9_-][A-Za-z0-9._-]*\.[A-Za-z0-9]+)$/;
const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;

/** The form's stage addresses (decision 011): a stage's own page, and where its form posts before the script takes over. */
export const STAGE_PATH_PREFIX = '/eligibility';
export const stageAddress = (stageId: string) => `${STAGE_PATH_PREFIX}/${stageId}`;

export const pathOf = (url: string) => url.split('?', 1)[0] || '/';

/** The web build file a path may name; index.html is never sent as a file (it is the page's template). */
export function topLevelFileOf(path: string): string | undefined {
  const file = TOP_LEVEL_FILE.exec(path)?.[1];
  return file === 'index.html' ? undefined : file;
}

/** Whether the web build has `file`, a name topLevelFileOf gave (one segment, no dot first: it stays in webRoot). */
export async function webBuildHasFile(webRoot: string, file: string): Promise<boolean> {
  return (await stat(join(webRoot, file)).catch(() => undefined))?.isFile() === true;
}

/**
 * Whether the request is answered with a page drawn on the server, which issues a form session:
 * a read of a page route (or another non-API route without a file extension, such as the
 * sandbox provider's consent page), or of any other path that is not a file of the web build —
 * whatever its extension (`/x1.x` is drawn as the form), and a stage's form posted to the form's
 * addresses. Such requests spend the page budget.
 */
export async function drawsPage(request: FastifyRequest, webRoot: string): Promise<boolean> {
  const path = pathOf(request.url);
  if (NOT_PAGES.test(path)) return false;
  const route = request.routeOptions.url;
  // A stage's form posted before hydration is drawn as a page too (routes/pages.ts), on its own routes.
  if (request.method === 'POST') return route !== undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (route !== undefined) return !FILE_EXTENSION.test(route);
  const file = topLevelFileOf(path);
  return !(file && (await webBuildHasFile(webRoot, file)));
}
