import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppServices } from './app-services.ts';
import { systemClock, type Clock } from './clock.ts';
import { isDevelopment, type ServerConfig } from './config/env.ts';
import type { ServerKeys } from './config/keys.ts';
import { autovacuumIsOn } from './db/autovacuum.ts';
import type { Db } from './db/db.ts';
import { ACTIVITIES, type Activity } from './experiments/activities.ts';
import { FORM_ISSUE_BUDGET, createFormSessions } from './form-session/form-sessions.ts';
import { createReadiness } from './health/readiness.ts';
import { createSiteResolver } from './journey/site.ts';
import { createLogger, logRequests } from './logging/logger.ts';
import { createMailer } from './mail/mailer.ts';
import { registerMetricsRoute } from './observability/metrics-endpoint.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { observeAddressLookup, observeAgency, observeOpenBanking } from './ports/observed-ports.ts';
import { observeRequests } from './observability/observe-requests.ts';
import { tracedDb } from './observability/traced-db.ts';
import { drawsPage } from './pages/page-requests.ts';
import { shellTemplate } from './pages/shell-template.ts';
import { serverRenderer } from './pages/server-renderer.ts';
import type { AddressLookup } from './ports/address-lookup/address-lookup-port.ts';
import type { CreditReferenceAgency } from './ports/credit-reference-agency/agency-port.ts';
import { createGuardedAgency, type BreakerOptions } from './ports/credit-reference-agency/guarded-agency.ts';
import { createOpenBankingService } from './open-banking/open-banking-service.ts';
import { createAuditLog } from './ops/ops-audit.ts';
import { createOpsAuth } from './ops/ops-auth.ts';
import { createGuessingNotices } from './ops/ops-guessing-notice.ts';
import { OPS_BASE } from './ops/ops-paths.ts';
import { opsConsole } from './ops/plugin.ts';
import { createGuardedOpenBanking } from './ports/open-banking/guarded-open-banking.ts';
import type { OpenBankingProvider } from './ports/open-banking/open-banking-port.ts';
import { createSandboxOpenBanking } from './ports/open-banking/sandbox-open-banking.ts';
import { randomLatency } from './ports/sleep.ts';
import { createQuotationService } from './quotation/submit-quotation.ts';
import { createSavedChecks } from './saved-check/saved-checks.ts';
import {
  answerClientError,
  answerFrameworkError,
  installErrorHandler,
  zodValidatorCompiler,
} from './routes/http-errors.ts';
import { registerRoutes } from './routes/index.ts';
import type { WebhookQueue } from './partner/webhooks/webhook-queue.ts';
import { registerHttpSecurity } from './security/http-security.ts';
import { createPiiProtector } from './security/pii-crypto.ts';
import { createQuotationOwnership } from './security/quotation-owner.ts';
import { createTokenService } from './security/tokens.ts';

export interface AppPorts {
  agency: CreditReferenceAgency;
  addressLookup: AddressLookup;
  /** A real open-banking provider; the sandbox (docs/product/contract.md#sandbox) when absent. */
  openBanking?: OpenBankingProvider;
}

/** Everything from outside the app, injected so tests build it from in-memory pieces. */
export interface AppDeps {
  config: ServerConfig;
  db: Db;
  keys: ServerKeys;
  ports: AppPorts;
  clock?: Clock;
  /** The web build (index.html, assets/); defaults to apps/web/dist. */
  webRoot?: string;
  /** The web build's server entry directory; defaults to dist-ssr beside webRoot. */
  ssrRoot?: string;
  /** Where log lines go; stdout when absent. */
  logStream?: DestinationStream;
  breaker?: Partial<BreakerOptions>;
  /** The running experiment activities; the configured ones when absent. */
  activities?: readonly Activity[];
  /** The Prometheus metrics (main.ts also serves them on METRICS_PORT); a registry of its own when absent. */
  metrics?: Metrics;
  /** METRICS_TOKEN: opens GET /metrics on this port to a bearer of it; absent → 404. */
  metricsToken?: string;
  /** The partner webhooks' queue, started by the caller; partners are told nothing without it. */
  webhooks?: WebhookQueue;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** Resolved from this file: src/app.ts in development, dist/main.js in the bundle — both two levels below apps/. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, keys } = deps;
  const metrics = deps.metrics ?? createMetrics();
  // Spans around every statement when tracing is on; the database itself when it is off.
  const db = tracedDb(deps.db);
  const connectionStats = deps.db.connectionStats;
  if (connectionStats) metrics.watchDb(() => connectionStats());
  const clock = deps.clock ?? systemClock;
  const webRoot = deps.webRoot ?? DEFAULT_WEB_ROOT;
  const logger = createLogger(config.logLevel, deps.logStream);
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // Fastify's own request lines carry the URL (page queries may hold names): logRequests replaces them.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a load balancer every request comes from its address: the client is then the address
    // that many hops back in X-Forwarded-For, so the rate limit is per visitor, not one for all.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  installErrorHandler(app);
  // Routes declare their request and response shapes as the contracts' zod schemas (decision 095).
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  logRequests(app);
  observeRequests(app, metrics);
  await registerHttpSecurity(app, {
    scale: config.rateLimitScale,
    // Every page drawn issues a form, as the form call does: one budget the size of that call's.
    pages: { budget: FORM_ISSUE_BUDGET, drawsPage: (request) => drawsPage(request, webRoot) },
    ...(config.databaseUrl ? { shared: { db, secret: keys.tokenSecret } } : {}),
  });
  await app.register(compress, { global: true });
  await app.register(cookie);

  const tokens = createTokenService(keys.tokenSecret, clock, config.sessionExpiryMinutes);
  const pii = createPiiProtector(keys.piiKey);
  const agency = observeAgency(createGuardedAgency(deps.ports.agency, config.agencyTimeoutMs, deps.breaker), metrics);
  app.addHook('onClose', async () => agency.shutdown());
  const latency = config.openBankingSandboxLatencyMs;
  const openBankingSandbox = createSandboxOpenBanking({
    db,
    clock,
    latencyMs: randomLatency(Math.floor(latency / 2), latency),
  });
  const openBanking = observeOpenBanking(
    createGuardedOpenBanking(deps.ports.openBanking ?? openBankingSandbox, config.openBankingTimeoutMs),
    metrics,
  );
  const siteOf = createSiteResolver(config);
  // Development (no configured origins) may show the outbox of a server without SMTP_URL.
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, from: config.mailFrom, development: isDevelopment(config) },
    app.log,
  );
  // An operator told of failed sign-ins (decision 045), off the request's path: their e-mails go first.
  const guessingNotices = createGuessingNotices({ db, mailer, log: app.log });
  app.addHook('onClose', async () => {
    await guessingNotices.settled();
    mailer.close();
  });
  const auditLog = createAuditLog(db, keys.tokenSecret);
  const formSessions = createFormSessions(db, clock, config.sessionInactivityMinutes, keys.tokenSecret);
  const { webhooks } = deps;
  const readiness = createReadiness({ db, clock });
  metrics.watchReadiness(async () => (await readiness.check()).ready);
  metrics.watchAutovacuum(() => autovacuumIsOn(db));
  if (webhooks) metrics.watchWebhookQueue(() => webhooks.figures());
  const services: AppServices = {
    config,
    siteOf,
    db,
    readiness,
    clock,
    tokens,
    pii,
    agency,
    addressLookup: observeAddressLookup(deps.ports.addressLookup, metrics),
    formSessions,
    shell: shellTemplate(webRoot, app.log),
    renderer: serverRenderer(deps.ssrRoot ?? join(webRoot, '..', 'dist-ssr'), app.log),
    webRoot,
    activities: deps.activities ?? ACTIVITIES,
    ...(webhooks ? { webhooks } : {}),
    rateLimitRefusals: () => metrics.rateLimitRefusals(),
    auditLog,
    opsAuth: createOpsAuth({
      db,
      clock,
      piiKey: keys.piiKey,
      tokenSecret: keys.tokenSecret,
      auditLog,
      onFailure: guessingNotices.onFailure,
    }),
    // Secure wherever the visitor's origin is https: the cookie is set on that host only.
    ownership: createQuotationOwnership(tokens, (request) => siteOf(request).origin.startsWith('https:')),
    openBanking,
    openBankingSandbox,
    mailer,
    savedChecks: createSavedChecks({ db, pii, tokens, clock, validDays: config.savedCheckValidDays }),
    openBankingFlow: createOpenBankingService({
      db,
      pii,
      tokens,
      config,
      clock,
      openBanking,
      metrics,
      agency,
      // A partner's applicant finished open banking: the partner is told (issue 25).
      ...(webhooks
        ? { onCompleted: (tx, quotationId, at) => webhooks.notify('open_banking.completed', quotationId, at, tx) }
        : {}),
    }),
    quotations: createQuotationService({
      db,
      pii,
      tokens,
      formSessions,
      agency,
      clock,
      log: logger,
      tokenSecret: keys.tokenSecret,
      agencyTimeoutMs: config.agencyTimeoutMs,
      quoteValidityDays: config.quoteValidityDays,
      metrics,
    }),
  };
  registerRoutes(app, services);
  // The operator console: its own wing, an encapsulated plugin under its prefix (decision 094).
  void app.register(opsConsole, { prefix: OPS_BASE, services });
  // After the rate limits: a token guesser spends a page's budget.
  registerMetricsRoute(app, metrics, deps.metricsToken);
  return app;
}
