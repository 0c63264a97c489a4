import type { Logger } from 'pino';
import { resolveBrand } from '@quickcheck/brands';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { decideAgencyUnavailable } from '../decision/decide.ts';
import { decisionRecordOf } from '../decision/decision-record.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';
import { sealDecisionRecord } from './decision-record-crypto.ts';
import { findStalePending, pendingStaleBefore, saveIfStillAbandoned, type PendingRow } from './quotation-store.ts';

/**
 * Quotations are stored 'pending' before the agency is asked. A crash leaves some that way
 * with no-one waiting for them; the sweeper decides them ERROR ('interrupted'), exactly what
 * the visitor would have seen had the agency not answered. It does not ask the agency again:
 * no-one is waiting for that answer and it would be a second search on their file. A visitor
 * who retries the same submission still gets a real decision on the same row, since a
 * stored ERROR is re-decided on retry (claimForRetry).
 */
export const INTERRUPTED = 'interrupted';
const BATCH = 200;
/** Often enough that an abandoned row is answered within minutes; each run is one indexed query when idle. */
export const SWEEP_EVERY_MS = 60_000;

export interface SweeperDeps {
  db: Db;
  pii: PiiProtector;
  clock: Clock;
  log: Logger;
}

async function sweepRow(deps: SweeperDeps, row: PendingRow, staleBefore: Date): Promise<boolean> {
  const now = deps.clock.now();
  const input = {
    answers: deps.pii.decryptAnswers(row.answers_encrypted),
    brand: resolveBrand(row.brand),
    today: now,
  };
  const record = decisionRecordOf({ ...input, agency: { kind: 'unavailable', failure: INTERRUPTED } });
  const saved = {
    decision: decideAgencyUnavailable(INTERRUPTED),
    record,
    recordEncrypted: sealDecisionRecord(deps.pii, record),
  };
  // Conditional: another process's sweeper, or a retry that took the row over, may have been first.
  return saveIfStillAbandoned(deps.db, row.id, saved, now, staleBefore);
}

/** Decides every 'pending' row untouched since staleBefore as ERROR; returns how many this call won. */
export async function sweepPending(deps: SweeperDeps, staleBefore: Date): Promise<number> {
  let swept = 0;
  let unreadable = 0;
  for (;;) {
    const rows = await findStalePending(deps.db, staleBefore, BATCH);
    let progress = 0;
    for (const row of rows) {
      try {
        if (await sweepRow(deps, row, staleBefore)) progress++;
      } catch {
        // A row the PII key cannot open stays pending for an operator; one bad row must not stop the rest.
        unreadable++;
      }
    }
    swept += progress;
    if (rows.length < BATCH || progress === 0) break;
  }
  if (swept > 0) deps.log.warn({ count: swept }, 'abandoned pending quotations decided as ERROR');
  if (unreadable > 0) deps.log.error({ count: unreadable }, 'pending quotations the sweeper could not open');
  return swept;
}

/**
 * Sweeps now and then every SWEEP_EVERY_MS. `startStaleBefore`: with the embedded database the
 * DATA_DIR lock proves no other process is deciding, so every pending row at start is abandoned.
 */
export function startPendingSweeper(
  deps: SweeperDeps & { agencyTimeoutMs: number },
  startStaleBefore?: Date,
): { first: Promise<number>; stop(): void } {
  const staleNow = () => pendingStaleBefore(deps.clock.now(), deps.agencyTimeoutMs);
  const run = (staleBefore: Date) =>
    sweepPending(deps, staleBefore).catch((error: unknown) => {
      deps.log.error({ failure: error instanceof Error ? error.name : 'unknown' }, 'pending sweep failed');
      return 0;
    });
  const first = run(startStaleBefore ?? staleNow());
  const timer = setInterval(() => void run(staleNow()), SWEEP_EVERY_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
