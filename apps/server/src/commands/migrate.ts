import { serverEnvironmentOrExit } from '../config/server-environment.ts';
import { migrate } from '../db/migrate.ts';
import { MIGRATIONS } from '../db/migrations/index.ts';
import { openDb } from '../db/open-db.ts';
import { PRIVATE_UMASK } from '../db/private-data-dir.ts';

/**
 * `npm run migrate`: brings the configured database (DATABASE_URL, else the PGlite under
 * DATA_DIR) to this code's migrations and exits. Servers also migrate at start; run this first
 * (a release step) so no server starts on a database it has to change. It uses no key, so it
 * needs none. Exit code 1 with the reason when it cannot.
 */
async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  const config = serverEnvironmentOrExit(process.env, { sharedKeysNeeded: false });
  const db = await openDb(config);
  try {
    // Under the advisory lock: jobs started together apply each migration once.
    const applied = await migrate(db);
    const latest = MIGRATIONS.at(-1)?.version;
    console.log(
      applied.length > 0
        ? `Applied migrations ${applied.join(', ')}; the database is at version ${latest}.`
        : `Nothing to apply: the database is at version ${latest}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
