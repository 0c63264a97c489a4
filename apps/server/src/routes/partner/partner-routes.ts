import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services.ts';
import { continueRoute } from './continue-route.ts';
import { docsRoutes } from './docs-routes.ts';
import { eligibilityRoute } from './eligibility-route.ts';

/** The partner API (issue 25, docs/product/contract.md#pages). */
export function registerPartnerRoutes(app: FastifyInstance, services: AppServices): void {
  eligibilityRoute(app, services);
  continueRoute(app, services);
  docsRoutes(app, services.clock);
}
