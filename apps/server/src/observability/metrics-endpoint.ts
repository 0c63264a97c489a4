import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time (digests have equal lengths). */
export function bearerMatches(headers: IncomingHttpHeaders, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1] as string), digest(token));
}

/**
 * GET /metrics on the public port: only with the token. Without METRICS_TOKEN it answers 404, as
 * any unknown API path would, instead of falling through to the page route.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.get(METRICS_PATH, async (request, reply) => {
    if (token === undefined) return reply.status(404).send({ error: 'Not found' });
    if (!bearerMatches(request.headers, token)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ error: 'A metrics token is required' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** GET /metrics on a listener of its own (METRICS_PORT), for a scraper on the private network. */
export async function startMetricsServer(
  metrics: Metrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (options.token !== undefined && !bearerMatches(request.headers, options.token)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('Unauthorized\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
