import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A small static-file sender for the web build: hashed assets only, no directory listing.
 * (@fastify/static 9 would not install its @fastify/send dependency under npm 11 here, and
 * version 10 needs Node 22; see docs/decisions/001-fastify.md.)
 */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Fingerprinted build output never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file under `root` for a URL path, or undefined for anything that could escape it or is hidden. */
export function safeFilePath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'))) return undefined;
  const base = resolve(root);
  const path = resolve(base, decoded);
  return path.startsWith(base + sep) ? path : undefined;
}

/** Whether `urlPath` names a file under `root` that sendStaticFile would send. */
export async function webBuildFileExists(root: string, urlPath: string): Promise<boolean> {
  const path = safeFilePath(root, urlPath);
  return path !== undefined && (await stat(path).catch(() => undefined))?.isFile() === true;
}

/** Sends a file with caching headers; false when there is no such file (the caller answers 404). */
export async function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  urlPath: string,
  cacheControl: string,
): Promise<boolean> {
  const path = safeFilePath(root, urlPath);
  if (!path) return false;
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return false;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('Last-Modified', info.mtime.toUTCString())
    .type(CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
  if (request.headers['if-none-match'] === etag) {
    await reply.status(304).send();
    return true;
  }
  await reply.send(createReadStream(path));
  return true;
}
