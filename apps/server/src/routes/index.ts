import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-services.ts';
import { addressLookupRoute } from './address-lookup.ts';
import { agreementAcceptRoute } from './agreement-accept.ts';
import { agreementRoute } from './agreement.ts';
import { brandAssetsRoute } from './brand-assets.ts';
import { clientErrorsRoute } from './client-errors.ts';
import { eventsRoute } from './events.ts';
import { experimentOffersRoute } from './experiment-offers.ts';
import { formRoute } from './form.ts';
import { healthRoute } from './health.ts';
import { pagesRoute } from './pages.ts';
import { quotationByIdRoute } from './quotation-by-id.ts';
import { quotationRoute } from './quotation.ts';
import { sessionRoutes } from './session.ts';
import { stageRoute } from './stage.ts';

/**
 * One file per endpoint, each with its schema. Open banking (connect, start, complete and
 * the sandbox consent page) arrives as more files here: open-banking-*.ts.
 */
export function registerRoutes(app: FastifyInstance, services: AppServices): void {
  formRoute(app, services);
  stageRoute(app, services);
  addressLookupRoute(app, services);
  quotationRoute(app, services);
  quotationByIdRoute(app, services);
  sessionRoutes(app, services);
  eventsRoute(app, services);
  clientErrorsRoute(app, services);
  healthRoute(app, services);
  agreementRoute(app, services);
  agreementAcceptRoute(app, services);
  experimentOffersRoute(app, services);
  brandAssetsRoute(app);
  pagesRoute(app, services);
}
