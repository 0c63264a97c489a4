import { serverEnvironmentOrExit } from '../config/server-environment.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { PRIVATE_UMASK } from '../db/private-data-dir.ts';
import { refreshRollups } from '../ops/ops-facts.ts';

/**
 * `npm run ops:rollup`: rolls the operator console's daily counts up now (the server does it
 * every hour by itself): after a bulk load, or before timing the console. It reads no personal
 * data and needs no key.
 */
async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  const config = serverEnvironmentOrExit(process.env, { sharedKeysNeeded: false });
  const db = await openDb(config, { besideRunningServer: true });
  try {
    await migrate(db);
    const started = Date.now();
    const done = await refreshRollups(db, new Date());
    console.log(
      `Rolled up ${done?.from} to ${done?.through} (exclusive) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Roll-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
