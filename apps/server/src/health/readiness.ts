import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { MIGRATIONS, type Migration } from '../db/migrate.ts';

/** Why the server should get no traffic now; each clears by itself when its cause goes. */
export const READINESS_PROBLEMS = ['database-unreachable', 'migrations-not-current', 'database-not-writable'] as const;
export type ReadinessProblem = (typeof READINESS_PROBLEMS)[number];

export interface ReadinessReport {
  ready: boolean;
  problems: ReadinessProblem[];
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
}

/** A database stuck longer than this counts as down: a load balancer must not wait on it. */
export const READINESS_TIMEOUT_MS = 2000;
/**
 * The write check makes the database find room for new pages (a few ms): its answer, good or bad,
 * is reused this long, so probes from many balancers cost one check.
 */
export const WRITE_CHECK_EVERY_MS = 2000;
/**
 * Rows the write check inserts: more than one 8 kB page holds (about 226 of readiness_probe's), so
 * that the insert must extend the table's file — the write a full disk refuses (a row that fits in
 * a page already there still succeeds on a full disk). Its rows, rolled back, stay in their pages
 * until autovacuum removes them and gives the emptied pages back (decision 082), so the next check
 * extends the file again.
 */
export const WRITE_CHECK_ROWS = 300;

/**
 * The probe table's most: autovacuum gives its emptied pages back (it stays a few hundred kB), but on
 * a server with autovacuum off nothing does, and the table would grow by two pages a check. Past this
 * size the check truncates it — a new file, so one catalogue row, once in some 250 checks, and never
 * where autovacuum runs (decision 093).
 */
export const PROBE_TABLE_MOST_BYTES = 4 * 1024 * 1024;

/** PostgreSQL's undefined_table: the database was recreated empty, or never migrated. */
const UNDEFINED_TABLE = '42P01';

class RolledBack extends Error {}

function withinTimeout<T>(work: Promise<T>, onTimeout: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout), READINESS_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Every migration this code needs is applied (a newer process may have applied more). */
async function migrationsCheck(db: Db, needed: readonly Migration[]): Promise<ReadinessProblem | undefined> {
  try {
    const { rows } = await db.query<{ version: unknown }>('select version from schema_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    return needed.every((migration) => applied.has(migration.version)) ? undefined : 'migrations-not-current';
  } catch (error) {
    return (error as { code?: unknown }).code === UNDEFINED_TABLE ? 'migrations-not-current' : 'database-unreachable';
  }
}

/**
 * Rolled back: nothing is kept, and a full disk fails the insert with 53100 "could not extend file".
 * No truncate per check (a new file each time: a dead pg_class row per check) and no vacuum: the
 * catalogue is left alone, and autovacuum reclaims the probe's own dead rows (decision 082) — or,
 * without autovacuum, a truncate once the table passes PROBE_TABLE_MOST_BYTES (decision 093).
 */
async function writeCheck(db: Db): Promise<ReadinessProblem | undefined> {
  try {
    await db.transaction(async (tx) => {
      // Never queue behind a long lock: autovacuum giving the table's pages back holds it for milliseconds.
      await tx.query("set local lock_timeout = '1s'");
      await tx.query('insert into readiness_probe (checked_at) select now() from generate_series(1, $1::int)', [
        WRITE_CHECK_ROWS,
      ]);
      throw new RolledBack();
    });
  } catch (error) {
    if (error instanceof RolledBack) {
      await keepProbeTableSmall(db);
      return undefined;
    }
  }
  return 'database-not-writable';
}

/** Upkeep, not a check: a failure (the lock busy, say) is left for the next check to try again. */
async function keepProbeTableSmall(db: Db): Promise<void> {
  try {
    const { rows } = await db.query<{ over: boolean }>("select pg_relation_size('readiness_probe') > $1 as over", [
      PROBE_TABLE_MOST_BYTES,
    ]);
    if (!rows[0]?.over) return;
    await db.transaction(async (tx) => {
      await tx.query("set local lock_timeout = '1s'");
      await tx.query('truncate readiness_probe');
    });
  } catch {
    // Left as it is: readiness says only whether the database can be written.
  }
}

export interface ReadinessOptions {
  db: Db;
  clock: Clock;
  migrations?: readonly Migration[];
}

/**
 * Ready when the database answers, holds every migration this code needs and can be written.
 * The read runs on every check (cheap, and a closed or emptied database shows at once); the
 * write check's answer is kept WRITE_CHECK_EVERY_MS. Concurrent checks share one round.
 */
export function createReadiness({ db, clock, migrations = MIGRATIONS }: ReadinessOptions): Readiness {
  let lastWrite: { at: number; problem: ReadinessProblem | undefined } | undefined;
  let inFlight: Promise<ReadinessReport> | undefined;
  async function writeProblem(): Promise<ReadinessProblem | undefined> {
    const now = clock.now().getTime();
    // A clock set back (tests) counts as stale too.
    if (lastWrite && now >= lastWrite.at && now - lastWrite.at < WRITE_CHECK_EVERY_MS) return lastWrite.problem;
    const problem = await withinTimeout(writeCheck(db), 'database-not-writable' as const);
    lastWrite = { at: now, problem };
    return problem;
  }

  async function round(): Promise<ReadinessReport> {
    const schema = await withinTimeout(migrationsCheck(db, migrations), 'database-unreachable' as const);
    // Without the current schema the probe table may not exist: the write check would say nothing new.
    const problems = schema ? [schema] : [await writeProblem()].filter((problem) => problem !== undefined);
    return { ready: problems.length === 0, problems };
  }

  return {
    check() {
      inFlight ??= round().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
