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
import { openBankingCompleteRoute } from './open-banking-complete.ts';
import { openBankingConnectRoutes } from './open-banking-connect.ts';
import { createPageServer } from '../page-serving/page-server.ts';
import { notFoundRoute } from './not-found.ts';
import { pagesRoute } from './pages.ts';
import { publicRetentionRoute } from './public-retention.ts';
import { registerPartnerRoutes } from './partner/partner-routes.ts';
import { quotationByIdRoute } from './quotation-by-id.ts';
import { quotationRoute } from './quotation.ts';
import { quoteByReferenceRoute } from './quote-by-reference.ts';
import { savedCheckRoutes } from './saved-checks.ts';
import { sessionRoutes } from './session.ts';
import { sandboxOpenBankingRoutes } from './sandbox-open-banking.ts';
import { stageFormPostRoutes } from './stage-form-posts.ts';
import { stageRoute } from './stage.ts';
import { webBuildFilesRoute } from './web-build-files.ts';

/** One file per endpoint, each with its schema. */
export function registerRoutes(app: FastifyInstance, services: AppServices): void {
  formRoute(app, services);
  stageRoute(app, services);
  addressLookupRoute(app, services);
  quotationRoute(app, services);
  quotationByIdRoute(app, services);
  sessionRoutes(app, services);
  savedCheckRoutes(app, services);
  eventsRoute(app, services);
  clientErrorsRoute(app, services);
  healthRoute(app, services);
  agreementRoute(app, services);
  agreementAcceptRoute(app, services);
  quoteByReferenceRoute(app, services);
  experimentOffersRoute(app, services);
  openBankingConnectRoutes(app, services);
  openBankingCompleteRoute(app, services);
  sandboxOpenBankingRoutes(app, services);
  publicRetentionRoute(app, services);
  brandAssetsRoute(app);
  registerPartnerRoutes(app, services);
  // The visitor's pages last: the not-found handler draws one for any other address.
  const pages = createPageServer(services);
  pagesRoute(app, pages);
  stageFormPostRoutes(app, services, pages);
  webBuildFilesRoute(app, services.webRoot);
  notFoundRoute(app, services, pages);
}
