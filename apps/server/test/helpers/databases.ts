import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createPgDb } from '../../src/db/pg-db.ts';

export interface DbContext {
  /** Always PostgreSQL since decision 065; kept so that a test can name its rows after it. */
  readonly kind: 'postgres';
  /** The migrated database of the surrounding describe block (set in its beforeAll). */
  readonly db: Db;
}

/**
 * The run's PostgreSQL: TEST_DATABASE_URL when given, else the embedded one the server project's
 * globalSetup started (test/global-database.ts), which puts its URL there.
 */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is unset: run the tests through vitest (its globalSetup sets it)');
  return url;
}

/** A fresh schema per describe block, dropped afterwards: runs never see each other's rows. */
function postgresContext(url: string): DbContext {
  const schema = `qc_test_${randomBytes(6).toString('hex')}`;
  const admin = createPgDb(url, { max: 1 });
  let db: Db | undefined;
  beforeAll(async () => {
    await admin.query(`create schema ${schema}`);
    db = createPgDb(url, { schema });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.close();
  });
  return {
    kind: 'postgres',
    get db() {
      if (!db) throw new Error('The database is only available inside tests and hooks');
      return db;
    },
  };
}

/**
 * Declares the tests on a migrated database of their own: a schema of the run's PostgreSQL
 * (testDatabaseUrl).
 */
export function forEachDatabase(name: string, fn: (ctx: DbContext) => void): void {
  describe(name, () => fn(postgresContext(testDatabaseUrl())));
}

/** Rows in a table: for asserting that a request stored exactly one thing, or nothing. */
export async function countRows(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ n: unknown }>(`select count(*) as n from ${table}`);
  return Number(rows[0]?.n);
}
