import { serverEnvironmentOrExit } from '../config/server-environment.ts';
import { databaseRoleOf, grantAppRole } from '../db/database-role.ts';
import type { Db } from '../db/db.ts';
import { migrate, MIGRATIONS } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { PRIVATE_UMASK } from '../db/private-data-dir.ts';
import { prepareWebhookQueue, WEBHOOK_SCHEMA } from '../partner/webhooks/webhook-queue.ts';

/** pg-boss's own retries at start say nothing worth a migration job's output. */
const quietLog = { info: () => undefined, warn: () => undefined, error: console.error };

/**
 * `npm run migrate`: brings the configured database (DATABASE_URL, else the embedded
 * PostgreSQL under DATA_DIR: a running server's, or started for it) to this code's migrations and exits. Servers also migrate at start; run this first
 * (a release step) so no server starts on a database it has to change. It uses no key, so it
 * needs none. Exit code 1 with the reason when it cannot.
 *
 * With MIGRATION_DATABASE_URL (decision 046) it migrates as that role, the owner of the tables, then
 * grants DATABASE_URL's role what the server needs and no more: the server cannot change the audit log.
 */
async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  const config = serverEnvironmentOrExit(process.env, { sharedKeysNeeded: false });
  const { migrationDatabaseUrl } = config;
  if (migrationDatabaseUrl && !config.databaseUrl) {
    throw new Error(
      "MIGRATION_DATABASE_URL is set without DATABASE_URL: set both (the owner's, and the server's role)",
    );
  }
  const owner = await openDb(migrationDatabaseUrl ? { ...config, databaseUrl: migrationDatabaseUrl } : config, {
    besideRunningServer: true,
  });
  let app: Db | undefined;
  try {
    // Under the advisory lock: jobs started together apply each migration once.
    const applied = await migrate(owner);
    const latest = MIGRATIONS.at(-1)?.version;
    console.log(
      applied.length > 0
        ? `Applied migrations ${applied.join(', ')}; the database is at version ${latest}.`
        : `Nothing to apply: the database is at version ${latest}.`,
    );
    if (!migrationDatabaseUrl) return;
    // The server's role, as it connects: its URL is checked here, not at the servers' start.
    app = await openDb(config);
    const [ownerRole, appRole] = await Promise.all([databaseRoleOf(owner), databaseRoleOf(app)]);
    if (appRole.name === ownerRole.name) {
      throw new Error(
        `DATABASE_URL and MIGRATION_DATABASE_URL both connect as ${appRole.name}: the server needs a role of its own`,
      );
    }
    // pg-boss makes its schema and queues at start: the owner does it here, the server cannot.
    await prepareWebhookQueue(owner, quietLog);
    await grantAppRole(owner, appRole.name, [WEBHOOK_SCHEMA]);
    console.log(
      `Granted ${appRole.name} (DATABASE_URL) the rows of every table; the audit log only to add to and read.`,
    );
  } finally {
    await Promise.all([owner.close(), app?.close()]);
  }
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
