import { BRAND_TEXT } from '@quickcheck/brands';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-services.ts';
import { PUBLIC_RETENTION_PATH, publicRetentionPage } from '../data-rights/retention-views.ts';

/** The public retention page a brand's privacy notice links to (issue 36 item 5): no sign-in. */
export function publicRetentionRoute(app: FastifyInstance, services: AppServices): void {
  app.get(PUBLIC_RETENTION_PATH, async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('text/html; charset=utf-8')
      .send(publicRetentionPage(BRAND_TEXT[services.siteOf(request).brand].name)),
  );
}
