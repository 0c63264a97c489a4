import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  apiErrorSchema,
  apiPath,
  offersRequestSchema,
  offersResponseSchema,
  type OffersResponse,
} from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { offersFor } from '../experiments/assignment.ts';

/**
 * docs/product/calls-and-errors.md#calls call 6, POST /api/experiments/offers `{ url, tntId? }` → `{ tntId, offers }`.
 * The brand comes from the page address the way the page itself was branded (docs/product/contract.md#brands);
 * a visitor without a tracking id gets a new one. Nothing is stored and the address is
 * neither kept nor logged (the request log names the route only). POST keeps the address
 * out of the URLs that proxies log.
 */
export function experimentOffersRoute(app: FastifyInstance, services: AppServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPath(API_PATHS.experimentOffers),
    {
      schema: { body: offersRequestSchema, response: { 200: offersResponseSchema, 400: apiErrorSchema } },
      // One per page load with site-improvement consent.
      config: { budget: 60, invalidRequest: 'The offers request is not valid' },
    },
    async (request, reply) => {
      const page = new URL(request.body.url);
      const { brand } = services.siteOf({
        host: page.host,
        protocol: page.protocol.replace(':', ''),
        query: { partner: page.searchParams.get('partner') ?? undefined },
      });
      const tntId = request.body.tntId ?? randomUUID();
      const answer: OffersResponse = { tntId, offers: offersFor(brand, tntId, services.activities) };
      // Per visitor: a shared cache must never hand one visitor's id and offers to another.
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
