import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { isDevelopment, type ServerConfig } from './config/env.ts';
import { loadOrCreateKeys } from './config/keys.ts';
import { serverEnvironmentOrExit } from './config/server-environment.ts';
import { autovacuumIsOn } from './db/autovacuum.ts';
import type { Db } from './db/db.ts';
import { databaseRoleOf, INSUFFICIENT_PRIVILEGE, roleRefusal } from './db/database-role.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { PRIVATE_UMASK } from './db/private-data-dir.ts';
import { backfillPersonKeys } from './data-rights/person-keys-backfill.ts';
import { purgesOf, runPurges } from './data-rights/scheduled-purges.ts';
import { createLogger } from './logging/logger.ts';
import { startMetricsServer } from './observability/metrics-endpoint.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { startTracing } from './observability/start-tracing.ts';
import { createAddressLookup } from './ports/address-lookup/configured-address-lookup.ts';
import { createSandboxAgency } from './ports/credit-reference-agency/sandbox-agency.ts';
import { ensureSandboxKey, SANDBOX_PARTNER } from './partner/partner-keys.ts';
import { createWebhookQueue } from './partner/webhooks/webhook-queue.ts';
import { startPendingSweeper } from './quotation/pending-sweeper.ts';
import { createPiiProtector } from './security/pii-crypto.ts';
import { drainOnSignals, shutdownGraceMs } from './shutdown.ts';
import { refreshRollups } from './ops/ops-facts.ts';

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;
const ROLLUP_EVERY_MS = 60 * 60 * 1000;

/** The operator console's daily roll-ups (ops/ops-facts.ts), in the background: never in a request. */
function scheduleRollups(db: Db, log: (error: unknown) => void): NodeJS.Timeout {
  const run = () => refreshRollups(db, new Date()).then(() => undefined, log);
  void run();
  const timer = setInterval(run, ROLLUP_EVERY_MS);
  timer.unref();
  return timer;
}

function sandboxAgencyFor({ sandboxAgencyLatencyMs: fixed, sandboxAgencyFaultFile: faultFile }: ServerConfig) {
  return createSandboxAgency({ ...(fixed === undefined ? {} : { latencyMs: () => fixed }), faultFile });
}

/**
 * The scheduled purges, now and every six hours (unref'd: they never keep the process alive): one
 * per line of the retention table (config/retention.ts, decision 077), each counted in the metrics.
 */
function schedulePurges(db: Db, config: ServerConfig, metrics: Metrics, log: FastifyBaseLogger): NodeJS.Timeout {
  const purges = purgesOf(db, config);
  const run = () => runPurges(purges, metrics, log);
  void run();
  const timer = setInterval(() => void run(), PURGE_EVERY_MS);
  timer.unref();
  return timer;
}

/** Migrates, or says what to do when this role may not (the server's own role, decision 046). */
async function migrateOrSay(db: Db): Promise<number[]> {
  try {
    return await migrate(db);
  } catch (error) {
    if ((error as { code?: unknown }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    throw new Error(
      'The database needs migrations that this role (DATABASE_URL) may not apply: run `npm run migrate` with MIGRATION_DATABASE_URL set to the owner of the tables first',
      { cause: error },
    );
  }
}

async function main(): Promise<void> {
  // Before any file is made: keys and the embedded database are the server's own user's only.
  process.umask(PRIVATE_UMASK);
  const config = serverEnvironmentOrExit(process.env);
  // First: the logger and the database are wrapped only if tracing is on by the time they are made.
  const tracing = await startTracing(config.observability);
  const keys = await loadOrCreateKeys(config);
  const startedAt = new Date();
  const db = await openDb(config);
  const log = createLogger(config.logLevel);
  const development = isDevelopment(config);
  // Never as a superuser outside development: it could change or empty the audit log (decision 046).
  if (config.databaseUrl) {
    const refusal = roleRefusal(await databaseRoleOf(db), development);
    if (refusal) throw new Error(refusal);
  }
  // Under an advisory lock: of processes starting together on one database, one migrates.
  log.info({ applied: await migrateOrSay(db) }, 'database migrated');
  if (!(await autovacuumIsOn(db)))
    log.warn(
      'autovacuum is off on this PostgreSQL: the dead rows of every table the service updates stay, and the tables grow without bound — turn it on (README: QuickCheckAutovacuumOff)',
    );
  // Embedded: the DATA_DIR lock proves every pending row at start was left by a dead process.
  const sweeper = startPendingSweeper(
    { db, pii: createPiiProtector(keys.piiKey), clock: systemClock, log, agencyTimeoutMs: config.agencyTimeoutMs },
    config.databaseUrl ? undefined : startedAt,
  );
  await sweeper.first;
  // Migration 024's keyed hashes for rows stored before it: in the background, each row once (decision 075).
  void backfillPersonKeys(db, createPiiProtector(keys.piiKey)).then(
    (rows) => rows > 0 && log.info({ rows }, 'person keys back-filled'),
    (error: unknown) => log.warn({ err: error }, 'person keys back-fill failed: it runs again at the next start'),
  );
  // Partners are told what their applicants did (issue 25) from a durable queue in the same database.
  const webhooks = createWebhookQueue({ db, pii: createPiiProtector(keys.piiKey), log, development });
  await webhooks.start();
  const metrics = createMetrics();
  const { metricsPort, metricsHost, metricsToken } = config.observability;
  const app = await buildApp({
    config,
    db,
    keys,
    ports: { agency: sandboxAgencyFor(config), addressLookup: createAddressLookup(config.addressProvider) },
    metrics,
    webhooks,
    ...(metricsToken && metricsPort === undefined ? { metricsToken } : {}),
  });
  const metricsServer =
    metricsPort === undefined
      ? undefined
      : await startMetricsServer(metrics, { port: metricsPort, host: metricsHost, token: metricsToken });
  if (metricsServer) app.log.info({ port: metricsServer.port, host: metricsHost }, 'metrics listening');
  const purgeTimer = schedulePurges(db, config, metrics, app.log);
  const rollupTimer = scheduleRollups(db, (error) => app.log.warn({ err: error }, 'operator console roll-up failed'));

  drainOnSignals(app, {
    graceMs: shutdownGraceMs(config),
    stopTimers: () => {
      clearInterval(purgeTimer);
      clearInterval(rollupTimer);
      sweeper.stop();
    },
    // The database last: the spans of the last requests are flushed before it goes.
    closeResources: async () => {
      await Promise.all([metricsServer?.close(), tracing?.shutdown(), webhooks.stop()]);
      await db.close();
    },
  });
  await app.listen({ port: config.port, host: config.host });
  // Read now: a SIGTERM during the awaits below closes the server, and a closed one has no address.
  const { port } = app.server.address() as AddressInfo;
  // docs/product/contract.md#pages: in development (no public origins configured) a sandbox partner key, named on its line.
  if (development) {
    const sandboxPartnerKey = await ensureSandboxKey(db, keys.tokenSecret);
    app.log.info({ partner: SANDBOX_PARTNER, sandboxPartnerKey }, 'partner API sandbox key (development only)');
  }
  // The last word of the start-up, for whoever started it: where to go. Plain, and on stderr: the log stays JSON.
  process.stderr.write(
    `QuickCheck is running: open ${development ? `http://localhost:${port}` : config.publicOrigin}/\n`,
  );
}

main().catch((error: unknown) => {
  console.error('QuickCheck server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
