import type { Db } from './db.ts';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

/** Any fixed number: every process migrating the same database takes the same lock. */
const MIGRATION_LOCK_ID = 74_012_024;

/**
 * Applies pending migrations in one transaction, recorded in schema_migrations.
 * Idempotent, and safe when several server processes start against one PostgreSQL:
 * the advisory lock makes them take turns, and the later ones find nothing to do.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    // Asked first: the server's own role (decision 046) may read the table but create nothing.
    const { rows: found } = await tx.query<{ table: unknown }>(`select to_regclass('schema_migrations') as table`);
    if (found[0]?.table == null) {
      await tx.query(
        `create table schema_migrations (
           version integer primary key,
           name text not null,
           applied_at timestamptz not null default now()
         )`,
      );
    }
    const { rows } = await tx.query<{ version: number }>('select version from schema_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    const done: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      // Statement by statement: the extended protocol that parameterised queries use takes one at a time.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}

/**
 * One statement per query. Our migrations quote no semicolons, except inside a `$$ … $$` block
 * (011's PL/pgSQL back-fill), so a split on ';' outside such blocks is exact.
 */
export function splitStatements(sql: string): string[] {
  const statements = [''];
  sql.split('$$').forEach((part, index) => {
    if (index % 2 === 1) {
      statements[statements.length - 1] += `$$${part}$$`;
      return;
    }
    const [first = '', ...rest] = part.split(';');
    statements[statements.length - 1] += first;
    statements.push(...rest);
  });
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
