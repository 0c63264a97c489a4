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
import { openBankingConnectRoute } from './open-banking-connect.ts';
import { openBankingDeclineRoute } from './open-banking-decline.ts';
import { opsRoutes } from './ops.ts';
import { pagesRoute } from './pages.ts';
import { quotationByIdRoute } from './quotation-by-id.ts';
import { quotationRoute } from './quotation.ts';
import { sessionRoutes } from './session.ts';
import { sandboxOpenBankingRoutes } from './sandbox-open-banking.ts';
import { stageRoute } from './stage.ts';

/** One file per endpoint, each with its schema. */
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
  openBankingConnectRoute(app, services);
  openBankingCompleteRoute(app, services);
  openBankingDeclineRoute(app, services);
  sandboxOpenBankingRoutes(app, services);
  opsRoutes(app, services);
  brandAssetsRoute(app);
  pagesRoute(app, services);
}
