// The quotation's floor of docs/product/contract.md#benchmarks, run with tsx after the server has stopped, on the very data
// directory it used: how fast the server's own code can seal answers and insert a quotation row,
// one at a time. (The form call's floor is a bare Fastify route: form-floor.mjs.)
// Prints one JSON line: { insert: {...} }.
import { drawReference } from '../../apps/server/src/quotation/draw-reference.ts';
import { randomUUID } from 'node:crypto';
import { QCO_STANDARD } from '@quickcheck/contracts';
import { ORDINARY_APPLICANT } from '@quickcheck/contracts/fixtures';
import { parseEnv } from '../../apps/server/src/config/env.ts';
import { loadOrCreateKeys } from '../../apps/server/src/config/keys.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openDb } from '../../apps/server/src/db/open-db.ts';
import { insertPendingBatch } from '../../apps/server/src/quotation/quotation-store.ts';
import { createPiiProtector } from '../../apps/server/src/security/pii-crypto.ts';

const [dataDir, durationArg] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: tsx bench/lib/server-floors.ts <DATA_DIR> [durationMs]');
const DURATION_MS = Number(durationArg ?? 5000);

/**
 * Runs `work` back to back for the duration (after a short warm-up) and reports the rate, and the
 * process's CPU time per operation (all its threads), which other load on the machine disturbs less.
 */
async function rateOf(work: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 50; i += 1) await work(-i - 1);
  let count = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < DURATION_MS) await work(count++);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    operations: count,
    seconds: Math.round(seconds * 100) / 100,
    perSec: Math.round((count / seconds) * 10) / 10,
    cpuMsPerOp: Math.round(((cpu.user + cpu.system) / 1000 / count) * 1000) / 1000,
  };
}

const ANSWERS = { ...ORDINARY_APPLICANT, 'first-name': 'Floor', 'last-name': 'Bench' };

const config = { ...parseEnv({}), dataDir };
const keys = await loadOrCreateKeys(config);
const db = await openDb(config);
await migrate(db);
const pii = createPiiProtector(keys.piiKey);

// The quotation route's own pending insert (insertPendingBatch, as its group commit sends it), one
// row at a time: the session's activity is left out (it has its own statement when a caller has no
// issue time), so this is the sealed row and the acceptance check, nothing else.
const insert = await rateOf(async (i) => {
  const answers = { ...ANSWERS, 'first-name': `Floor${i}` };
  await insertPendingBatch(db, [
    {
      quotation: {
        id: randomUUID(),
        sessionId: randomUUID(),
        idempotencyKey: randomUUID(),
        brand: 'quickcheck',
        consumerName: 'QCHK',
        definitionId: QCO_STANDARD.id,
        answersEncrypted: pii.encryptAnswers(answers),
        identityHash: pii.identityHash(answers),
        requoteOptIn: 'false',
        sParameterEncrypted: undefined,
        vendorCodeEncrypted: undefined,
        reference: drawReference(),
      },
      contactHash: pii.contactHash(answers),
      now: new Date(),
    },
  ]);
});

await db.close();
console.log(JSON.stringify({ insert }));
