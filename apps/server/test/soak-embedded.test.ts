import { describe, it } from 'vitest';
import { runShortSoak } from './soak/short-soak.ts';

/**
 * `npm run soak`, short: the mix through every fault once, compressed, then the wait for retried
 * webhooks and the closing circuit — on the embedded database, `npm start`'s one process.
 * A file of its own, so the two short soaks run side by side. The hours: `SOAK_MINUTES=60 npm run soak`.
 */
describe("the soak, short: npm start's one process on the embedded database", () => {
  it(
    'loses nothing acknowledged through every fault, and the circuit opens and closes again',
    () => runShortSoak({ kind: 'embedded' }, 20),
    600_000,
  );
});
