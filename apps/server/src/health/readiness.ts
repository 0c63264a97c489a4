import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { MIGRATIONS, type Migration } from '../db/migrations/index.ts';

/** Why the server should get no traffic now; each clears by itself when its cause goes. */
export type ReadinessProblem = 'database-unreachable' | 'migrations-not-current' | 'database-not-writable';

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
 * The write check makes the database find room for a new page (a few ms; ~25 ms on PGlite): its
 * answer, good or bad, is reused this long, so probes from many balancers cost one check.
 */
export const WRITE_CHECK_EVERY_MS = 2000;

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
 * How the write check gets an empty probe table, so its insert must extend the file by a page
 * (a row updated in place needs no new space: measured on PGlite on a full tmpfs, the update
 * succeeded while every quotation insert failed with 53100).
 * - `vacuum`: the rolled-back insert's dead row is removed and the emptied page given back to the
 *   file system, in place. Nothing in the catalogue changes.
 * - `truncate`: a new, empty file. Each one leaves a dead row in pg_class (measured: pg_class grew
 *   from 128 kB to 424 kB over 2,000 checks on PGlite, ~43,000 checks a day at one per 2 s), which
 *   only a vacuum of the catalogue reclaims: fine beside PostgreSQL's autovacuum, not on an engine
 *   without one. Used only by a role that may not vacuum the table (decision 046's app role on
 *   PostgreSQL before 17, which has no MAINTAIN right).
 */
type EmptyingBy = 'vacuum' | 'truncate';

async function emptyingFor(db: Db): Promise<EmptyingBy> {
  const { rows } = await db.query<{ owner: boolean }>(
    "select pg_has_role(current_user, relowner, 'usage') as owner from pg_class where oid = 'readiness_probe'::regclass",
  );
  return rows[0]?.owner ? 'vacuum' : 'truncate';
}

/** Rolled back: nothing is kept, and a full disk fails the insert with 53100 "could not extend file". */
async function writeCheck(db: Db, emptying: EmptyingBy): Promise<ReadinessProblem | undefined> {
  try {
    // Outside the transaction (vacuum cannot run in one); skip_locked: another process's probe is
    // emptying it now, and a locked table only means this one insert may find room in place.
    if (emptying === 'vacuum') await db.query('vacuum (skip_locked) readiness_probe');
    await db.transaction(async (tx) => {
      // Never queue behind a long lock: another process's probe holds it for milliseconds.
      await tx.query("set local lock_timeout = '1s'");
      if (emptying === 'truncate') await tx.query('truncate readiness_probe');
      await tx.query('insert into readiness_probe (checked_at) values (now())');
      throw new RolledBack();
    });
  } catch (error) {
    if (error instanceof RolledBack) return undefined;
  }
  return 'database-not-writable';
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
  let emptying: EmptyingBy | undefined;

  async function checkWrite(): Promise<ReadinessProblem | undefined> {
    try {
      emptying ??= await emptyingFor(db);
    } catch {
      return 'database-not-writable';
    }
    return writeCheck(db, emptying);
  }

  async function writeProblem(): Promise<ReadinessProblem | undefined> {
    const now = clock.now().getTime();
    // A clock set back (tests) counts as stale too.
    if (lastWrite && now >= lastWrite.at && now - lastWrite.at < WRITE_CHECK_EVERY_MS) return lastWrite.problem;
    const problem = await withinTimeout(checkWrite(), 'database-not-writable' as const);
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
