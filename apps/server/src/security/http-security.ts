import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_BASE_URL } from '@quickcheck/contracts';
import { BEACON_ROUTES } from '../telemetry/telemetry-limits.ts';
import { registerRateLimits, type RateLimitSettings } from './rate-limits.ts';

/**
 * No inline script anywhere: page config travels as a JSON block, never as executable script.
 * Inline style only by hash, per page (`contentSecurityPolicy`): the page's own first-paint CSS.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The header's value; `styleHashes` ('sha256-…' sources) allow exactly the page's inline style elements. */
export function contentSecurityPolicy(styleHashes: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => {
      const all = name === 'styleSrc' ? [...sources, ...new Set(styleHashes)] : sources;
      return `${kebab(name)} ${all.join(' ')}`;
    })
    .join(';');
}

const DEFAULT_CSP = contentSecurityPolicy();

const HELMET_OPTIONS: HelmetOptions = {
  // Set here rather than by helmet, so a page can widen style-src by its own hashes (routes/pages.ts).
  contentSecurityPolicy: false,
  // The legacy header says the same as frame-ancestors 'none' for browsers without CSP.
  frameguard: { action: 'deny' },
};

/**
 * The headers helmet sets for these options, asked of helmet once: they never vary by request, and
 * @fastify/helmet built helmet's middleware afresh and ran it on every request (decision 085).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  // helmet's middleware is synchronous today; should it ever not be, fail at start rather than send fewer headers.
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

export const isApiUrl = (url: string) =>
  url === API_BASE_URL || url.startsWith(`${API_BASE_URL}/`) || url.startsWith(`${API_BASE_URL}?`);

/**
 * API answers carry personal data (a quotation's answers, a result token) or say something
 * about one visitor: no cache may keep any of them, errors and 429s included.
 */
function noStoreOnApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiUrl(request.url)) reply.header('Cache-Control', 'no-store');
  });
}

/**
 * navigator.sendBeacon posts text/plain, so the two beacon endpoints read it as JSON. Any other
 * route refuses it with 415: a text/plain POST is a "simple" cross-site request that needs no
 * CORS preflight, so accepting it everywhere would let any page post to our API.
 */
function textPlainOnlyForBeacons(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    if (BEACON_ROUTES.includes(request.routeOptions.url ?? '')) return json(request, String(body), done);
    done(Object.assign(new Error('Only JSON is accepted here'), { statusCode: 415 }), undefined);
  });
}

/**
 * JSON is UTF-8 (RFC 8259 §8.1): a body declared in another charset is refused with 415 before
 * anything reads it, never decoded as UTF-8 and half understood.
 */
function utf8JsonOnly(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
      return done(Object.assign(new Error('JSON is read as UTF-8 only'), { statusCode: 415 }), undefined);
    }
    return json(request, String(body), done);
  });
}

export async function registerHttpSecurity(app: FastifyInstance, rateLimits: RateLimitSettings): Promise<void> {
  // Every response's security headers in one step; a page replaces the CSP with its own.
  const securityHeaders = { ...helmetHeaders(), 'content-security-policy': DEFAULT_CSP };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  noStoreOnApi(app);
  textPlainOnlyForBeacons(app);
  utf8JsonOnly(app);
  await registerRateLimits(app, rateLimits);
}
