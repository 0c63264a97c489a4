import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db.ts';

export interface Migration {
  version: number;
  /** The file's name without `.sql`, as the ledger (schema_migrations.name) records it. */
  name: string;
  sql: string;
}

/**
 * The migrations' folder: src/db/migrations/ beside this module in the sources, and dist/migrations/
 * beside the bundle (every module of dist/main.js has its URL; build.mjs copies the folder there).
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations/', import.meta.url));

/** `NNN-words-with-dashes.sql`: the number is the version, the whole name without `.sql` the ledger's name. */
const MIGRATION_FILE = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.sql$/;

/**
 * Every `.sql` file of the folder, in order. Refuses a folder whose numbers do not run 1, 2, 3… without
 * a gap or a repeat, or that holds any other file (a misnamed migration would otherwise never run).
 */
export function readMigrations(folder: string = MIGRATIONS_FOLDER): Migration[] {
  const files = readdirSync(folder).sort();
  return files.map((file, index) => {
    const found = MIGRATION_FILE.exec(file);
    if (!found) throw new Error(`${folder}: ${file} is not a migration (NNN-name.sql)`);
    const version = Number(found[1]);
    if (version !== index + 1) throw new Error(`${folder}: ${file} should be number ${index + 1}: no gap, no repeat`);
    return { version, name: file.slice(0, -'.sql'.length), sql: readFileSync(`${folder}/${file}`, 'utf8') };
  });
}

/** This code's migrations, read once when the server starts. Never edit an applied one: add the next number. */
export const MIGRATIONS: readonly Migration[] = readMigrations();

/**
 * Any fixed number: every process migrating the same database takes the same lock. The code before
 * decision 086 took it per transaction, this takes it per session: the two still take turns.
 */
const MIGRATION_LOCK_ID = 74_012_024;

/** The ledger: one row per applied migration (the same table since the first release). */
export const LEDGER_TABLE = `create table schema_migrations (
  version integer primary key,
  name text not null,
  applied_at timestamptz not null default now()
)`;

/** The name without its number: what stays when files are renumbered. */
const nameWithoutNumber = (name: string) => name.replace(/^\d+-/, '');

async function inTransaction<T>(session: Queryable, work: () => Promise<T>): Promise<T> {
  await session.query('begin');
  try {
    const value = await work();
    await session.query('commit');
    return value;
  } catch (error) {
    // The work's error is the one to tell: a rollback on a lost connection fails too, and ends nothing more.
    await session.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * Makes the ledger when there is none, and moves rows recorded under another number to their file's
 * (decision 086: 018…026 became 017…025 when the gap at 017 was closed), keeping when each was applied.
 * Returns the versions applied.
 */
async function openLedger(session: Queryable, migrations: readonly Migration[]): Promise<Set<number>> {
  // Asked first: the server's own role (decision 046) may read the table but create nothing.
  const { rows: found } = await session.query<{ table: unknown }>(`select to_regclass('schema_migrations') as table`);
  if (found[0]?.table == null) {
    await session.query(LEDGER_TABLE);
  }
  const { rows } = await session.query<{ version: number; name: string }>(
    'select version, name from schema_migrations',
  );
  const byName = new Map(migrations.map((migration) => [nameWithoutNumber(migration.name), migration]));
  const moved = rows.flatMap((row) => {
    const file = byName.get(nameWithoutNumber(row.name));
    return file && (file.version !== Number(row.version) || file.name !== row.name)
      ? [{ from: Number(row.version), to: file.version, name: file.name }]
      : [];
  });
  if (moved.length > 0) {
    // Deleted first and inserted after: a row moving to a number another row leaves never collides.
    const { rows: appliedAt } = await session.query<{ version: number; applied_at: Date }>(
      'delete from schema_migrations where version = any($1::int[]) returning version, applied_at',
      [moved.map((row) => row.from)],
    );
    const when = new Map(appliedAt.map((row) => [Number(row.version), row.applied_at]));
    await session.query(
      `insert into schema_migrations (version, name, applied_at)
       select * from unnest($1::int[], $2::text[], $3::timestamptz[])`,
      [moved.map((row) => row.to), moved.map((row) => row.name), moved.map((row) => when.get(row.from))],
    );
  }
  const { rows: now } = await session.query<{ version: number }>('select version from schema_migrations');
  return new Set(now.map((row) => Number(row.version)));
}

/**
 * Applies the pending migrations in order, each in its own transaction with its ledger row
 * (schema_migrations), so a failure keeps the ones before it. Idempotent, and safe when several
 * server processes start against one PostgreSQL: a session-level advisory lock held for the whole
 * run makes them take turns, and the later ones find nothing to do. Returns the versions applied.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  if (!db.session) throw new Error('Migrating needs a database that gives a connection of its own (Db.session)');
  return db.session(async (session) => {
    // Held until the session ends (Db.session closes its connection), whatever happens in between.
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = await inTransaction(session, () => openLedger(session, migrations));
    const done: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      await inTransaction(session, async () => {
        // No parameters: node-postgres sends the file as one simple query, which runs all its statements.
        await session.query(migration.sql);
        await session.query('insert into schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      });
      done.push(migration.version);
    }
    return done;
  });
}
