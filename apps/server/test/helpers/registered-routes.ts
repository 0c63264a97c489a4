import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const LINE = /^([│ ├└─]*)(\S.*) \(([A-Z, ]+)\)$/;

/**
 * Every route the app registered (HEAD left out: Fastify adds it beside each GET), read from
 * Fastify's own route tree, so a route added anywhere is found without being listed here.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const parents: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const url = (parents[depth - 1] ?? '') + segment;
    parents[depth] = url;
    for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

export const apiRoutesOf = (app: FastifyInstance) =>
  registeredRoutes(app).filter((route) => route.url.startsWith('/api/'));
