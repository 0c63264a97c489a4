import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createPgDb } from '../../src/db/pg-db.ts';
import { migratedPglite } from './pglite-template.ts';

export interface DbContext {
  readonly kind: 'pglite' | 'postgres';
  /** The migrated database of the surrounding describe block (set in its beforeAll). */
  readonly db: Db;
}

function context(kind: DbContext['kind'], get: () => Db | undefined): DbContext {
  return {
    kind,
    get db() {
      const db = get();
      if (!db) throw new Error('The database is only available inside tests and hooks');
      return db;
    },
  };
}

function pgliteContext(): DbContext {
  let db: Db | undefined;
  beforeAll(async () => {
    db = await migratedPglite();
  });
  afterAll(async () => db?.close());
  return context('pglite', () => db);
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
  return context('postgres', () => db);
}

/**
 * Declares the same tests once per database: always on in-memory PGlite, and again on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
export function forEachDatabase(name: string, fn: (ctx: DbContext) => void): void {
  describe(`${name} [PGlite]`, () => fn(pgliteContext()));
  const url = process.env.TEST_DATABASE_URL;
  if (url) describe(`${name} [PostgreSQL]`, () => fn(postgresContext(url)));
}

/** Rows in a table: for asserting that a request stored exactly one thing, or nothing. */
export async function countRows(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ n: unknown }>(`select count(*) as n from ${table}`);
  return Number(rows[0]?.n);
}
