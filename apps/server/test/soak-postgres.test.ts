import { describe, it } from 'vitest';
import { testDatabaseUrl } from './helpers/databases.ts';
import { runShortSoak } from './soak/short-soak.ts';

/**
 * `npm run soak`, short: the mix through every fault once, compressed, then the wait for retried
 * webhooks and the closing circuit — on PostgreSQL (`TEST_DATABASE_URL`), two processes behind the proxy.
 * A file of its own, so the two short soaks run side by side. The hours: `SOAK_MINUTES=60 npm run soak`.
 */
describe('the soak, short: two processes on PostgreSQL', () => {
  it(
    'loses nothing acknowledged through every fault, and the circuit opens and closes again',
    () => runShortSoak({ kind: 'postgres', url: testDatabaseUrl() }, 30),
    600_000,
  );
});
