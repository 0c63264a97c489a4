import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** No inline script anywhere: page config travels as a JSON block, never as executable script. */
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

export async function registerHttpSecurity(app: FastifyInstance, postsPerMinute: number): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // The legacy header says the same as frame-ancestors 'none' for browsers without CSP.
    frameguard: { action: 'deny' },
  });
  // One budget per client IP across every POST endpoint; reads (pages, assets, form, health) are not limited.
  await app.register(rateLimit, {
    global: true,
    max: postsPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => request.method !== 'POST',
  });
}
