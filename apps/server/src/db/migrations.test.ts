import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { LEDGER_TABLE, migrate, MIGRATIONS, MIGRATIONS_FOLDER, readMigrations, type Migration } from './migrate.ts';
import { createPgDb } from './pg-db.ts';
import { testDatabaseUrl } from '../../test/helpers/databases.ts';

const url = testDatabaseUrl();
const admin = createPgDb(url, { max: 1 });
const opened: Db[] = [];
const schemas: string[] = [];

/** An empty schema of its own, and a database whose connections use it. */
async function emptyDatabase(): Promise<{ schema: string; connect: () => Db }> {
  const schema = `qc_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`create schema ${schema}`);
  schemas.push(schema);
  const connect = () => {
    const db = createPgDb(url, { schema });
    opened.push(db);
    return db;
  };
  return { schema, connect };
}

afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.close();
});

const ledger = async (db: Db) =>
  (await db.query<{ version: number; name: string }>('select version, name from schema_migrations order by version'))
    .rows;

describe('the migrations folder', () => {
  it('holds only NNN-name.sql files, numbered 1, 2, 3… without a gap, each read whole', async () => {
    const files = (await readdir(MIGRATIONS_FOLDER)).sort();
    expect(MIGRATIONS.map(({ name }) => `${name}.sql`)).toEqual(files);
    expect(MIGRATIONS.map(({ version }) => version)).toEqual(files.map((_file, index) => index + 1));
    expect(MIGRATIONS.find(({ name }) => name === '001-initial')?.sql).toContain('create table quotations');
  });

  it('is refused with a gap, a repeat or a file that is not a migration', async () => {
    const cases: Record<string, string[]> = {
      'should be number 2': ['001-a.sql', '003-c.sql'],
      'should be number 3': ['001-a.sql', '002-b.sql', '002-c.sql'],
      'is not a migration': ['001-a.sql', '002-B.sql'],
    };
    for (const [refusal, names] of Object.entries(cases)) {
      const folder = await mkdtemp(join(tmpdir(), 'qc-migrations-'));
      try {
        for (const name of names) await writeFile(join(folder, name), 'select 1;');
        expect(() => readMigrations(folder), names.join(' ')).toThrow(refusal);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    }
  });
});

describe('migrate [PostgreSQL]', () => {
  it('applies each file in a transaction of its own: a failure keeps the ones before it and records nothing of itself', async () => {
    const db = (await emptyDatabase()).connect();
    const good: Migration = {
      version: 1,
      name: '001-good',
      sql: 'create table good (n int);\ninsert into good values (1);',
    };
    const bad: Migration = { version: 2, name: '002-bad', sql: 'create table bad (n int);\nselect 1 / 0;' };
    await expect(migrate(db, [good, bad])).rejects.toMatchObject({ code: '22012' });
    expect(await ledger(db)).toEqual([{ version: 1, name: '001-good' }]);
    expect((await db.query('select n from good')).rows).toEqual([{ n: 1 }]);
    expect((await db.query(`select to_regclass('bad') as found`)).rows).toEqual([{ found: null }]);

    const fixed = { ...bad, sql: 'create table bad (n int);' };
    expect(await migrate(db, [good, fixed])).toEqual([2]);
  });

  it('run by two at once on an empty database: one applies every migration, the other none', async () => {
    const database = await emptyDatabase();
    const results = await Promise.all([migrate(database.connect()), migrate(database.connect())]);
    const all = MIGRATIONS.map(({ version }) => version);
    expect(results.sort((a, b) => a.length - b.length)).toEqual([[], all]);
    expect(await ledger(database.connect())).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
  }, 60_000);
});

/**
 * Before decision 086 there was no 017: the files 017…025 were numbered 018…026, under those names in
 * the ledger. Their SQL is unchanged; only the numbers moved.
 */
function numberedBefore086({ version, name }: Migration): { version: number; name: string } {
  const old = version >= 17 ? version + 1 : version;
  return { version: old, name: `${String(old).padStart(3, '0')}${name.slice(3)}` };
}

/** A database as the code before decision 086 left it, migrated up to (new) version `upTo`. */
async function migratedBefore086(db: Db, upTo: number): Promise<Map<number, string>> {
  await db.query(LEDGER_TABLE);
  const appliedAt = new Map<number, string>();
  for (const migration of MIGRATIONS.filter(({ version }) => version <= upTo)) {
    await db.query(migration.sql);
    const old = numberedBefore086(migration);
    const when = new Date(Date.UTC(2026, 0, migration.version)).toISOString();
    await db.query('insert into schema_migrations (version, name, applied_at) values ($1, $2, $3)', [
      old.version,
      old.name,
      when,
    ]);
    appliedAt.set(migration.version, when);
  }
  return appliedAt;
}

describe('a database migrated before the files were renumbered (decision 086) [PostgreSQL]', () => {
  const latest = MIGRATIONS.length;
  it.each([
    ['fully migrated (ledger 1…16, 18…26)', latest],
    ['part-way after the gap (ledger 1…16, 18…20)', 19],
    ['up to the gap (ledger 1…16)', 16],
    ['part-way before the gap (ledger 1…5)', 5],
  ])(
    '%s gets exactly the missing migrations, and its ledger the new numbers',
    async (_case, upTo) => {
      const db = (await emptyDatabase()).connect();
      const appliedAt = await migratedBefore086(db, upTo);
      expect((await ledger(db)).map(({ version }) => version)).toEqual(
        MIGRATIONS.filter(({ version }) => version <= upTo).map((migration) => numberedBefore086(migration).version),
      );

      // Any migration applied twice would fail (its tables, columns and indexes exist already).
      const applied = await migrate(db);
      expect(applied).toEqual(MIGRATIONS.filter(({ version }) => version > upTo).map(({ version }) => version));
      expect(await ledger(db)).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
      // The rows moved keep when they were applied.
      const { rows } = await db.query<{ version: number; applied_at: Date }>(
        'select version, applied_at from schema_migrations where version <= $1 order by version',
        [upTo],
      );
      expect(rows.map((row) => [row.version, row.applied_at.toISOString()])).toEqual([...appliedAt.entries()]);
      expect(await migrate(db)).toEqual([]);
    },
    60_000,
  );
});
