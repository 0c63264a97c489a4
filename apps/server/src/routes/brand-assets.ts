import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandFavicon, brandTheme, type BrandAsset } from '../pages/brand-assets.ts';

/** The URLs carry no version, so a day of freshness, then a cheap ETag revalidation. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: BrandAsset | undefined) {
  if (!asset) return reply.status(404).send({ error: 'Unknown brand' });
  reply.header('Cache-Control', CACHE_CONTROL).header('ETag', asset.etag);
  if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
  return reply.type(asset.contentType).send(asset.body);
}

/** Per-brand theme CSS and favicon, made from the brands package (no build step, no inline style). */
export function brandAssetsRoute(app: FastifyInstance): void {
  app.get('/brand/:id/theme.css', async (request, reply) =>
    sendAsset(request, reply, brandTheme((request.params as { id: string }).id)),
  );
  app.get('/brand/:id/favicon.svg', async (request, reply) =>
    sendAsset(request, reply, brandFavicon((request.params as { id: string }).id)),
  );
}
