import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services.ts';
import { PARTNER_DOCUMENT_FRAME } from '../../partner/openapi-document.ts';
import { continueRoute } from './continue-route.ts';
import { docsRoutes } from './docs-routes.ts';
import { eligibilityRoute } from './eligibility-route.ts';

/**
 * The partner API (issue 25, docs/product/contract.md#pages). Its operations and their document are
 * one scope: @fastify/swagger sees the routes registered in it, and reads each one's zod schemas
 * through the type provider's transform (decision 095). The continue link is the visitor's page,
 * not the API's, so it is outside.
 */
export function registerPartnerRoutes(app: FastifyInstance, services: AppServices): void {
  void app.register(async (api) => {
    await api.register(swagger, {
      openapi: PARTNER_DOCUMENT_FRAME,
      // JSON Schema 2020-12, as OpenAPI 3.1 takes it; each schema inline where it is used (no zod
      // schema here carries an id: the transform would name each twice, as input and as output).
      transform: jsonSchemaTransform,
    });
    eligibilityRoute(api, services);
    docsRoutes(api, services.clock);
  });
  continueRoute(app, services);
}
