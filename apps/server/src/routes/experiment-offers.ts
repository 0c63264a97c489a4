import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, apiPath, offersRequestSchema, type OffersResponse } from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { offersFor } from '../experiments/assignment.ts';
import { badRequest, issuesOf } from './http-errors.ts';

/**
 * docs/product/calls-and-errors.md#calls call 6, POST /api/experiments/offers `{ url, tntId? }` → `{ tntId, offers }`.
 * The brand comes from the page address the way the page itself was branded (docs/product/contract.md#brands);
 * a visitor without a tracking id gets a new one. Nothing is stored and the address is
 * neither kept nor logged (the request log names the route only). POST keeps the address
 * out of the URLs that proxies log.
 */
export function experimentOffersRoute(app: FastifyInstance, services: AppServices): void {
  app.post(apiPath(API_PATHS.experimentOffers), async (request, reply) => {
    const body = offersRequestSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, 'The offers request is not valid', issuesOf(body.error));
    const page = new URL(body.data.url);
    const { brand } = services.siteOf({
      host: page.host,
      protocol: page.protocol.replace(':', ''),
      query: { partner: page.searchParams.get('partner') ?? undefined },
    });
    const tntId = body.data.tntId ?? randomUUID();
    const answer: OffersResponse = { tntId, offers: offersFor(brand, tntId, services.activities) };
    // Per visitor: a shared cache must never hand one visitor's id and offers to another.
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
