import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { PGlite } from '@electric-sql/pglite';
import { createStatementRunner, textParam } from '../src/db/pglite-statement.ts';
import { migratedPglite } from './helpers/pglite-template.ts';

describe('textParam (PGlite statements in one round trip)', () => {
  it('sends values as PostgreSQL text, null as null', () => {
    expect([
      textParam('a'),
      textParam(7),
      textParam(1.5),
      textParam(true),
      textParam(null),
      textParam(undefined),
    ]).toEqual(['a', '7', '1.5', 'true', null, null]);
    expect(textParam(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05.678Z');
  });

  it('sends arrays as array literals and objects as JSON, as the pg driver does', () => {
    expect(textParam(['a', 'b"c', 'd\\e', null, 3])).toBe('{"a","b\\"c","d\\\\e",NULL,"3"}');
    expect(textParam([['x'], []])).toBe('{{"x"},{}}');
    expect(textParam({ a: [1] })).toBe('{"a":[1]}');
  });

  it('refuses binary values rather than guess their form', () => {
    expect(() => textParam(new Uint8Array([1]))).toThrow(TypeError);
    expect(() => textParam(Symbol('s'))).toThrow(TypeError);
  });
});

describe('PGlite queries in one round trip', () => {
  let db: Db;
  beforeAll(async () => {
    db = await migratedPglite();
  });
  afterAll(async () => db?.close());

  it('returns rows with their types parsed, as query() did', async () => {
    const { rows } = await db.query<{ n: number; t: string; at: Date; ok: boolean; doc: unknown; none: null }>(
      `select $1::int as n, $2::text as t, $3::timestamptz as at, $4::boolean as ok, $5::jsonb as doc, null as none`,
      [42, 'text', '2026-01-02T03:04:05.000Z', true, '{"a":[1]}'],
    );
    expect(rows).toEqual([
      { n: 42, t: 'text', at: new Date('2026-01-02T03:04:05.000Z'), ok: true, doc: { a: [1] }, none: null },
    ]);
  });

  it('takes arrays as parameters (= any($1)), elements escaped', async () => {
    const { rows } = await db.query<{ found: string[] }>(
      `select array_agg(v order by v) as found from unnest(array['a', 'b"c', 'd\\e', 'z']) v where v = any($1)`,
      [['a', 'b"c', 'd\\e']],
    );
    expect(rows[0]?.found).toEqual(['a', 'b"c', 'd\\e']);
  });

  it('answers a statement without rows with no rows', async () => {
    expect((await db.query('update form_sessions set last_activity_at = now() where false')).rows).toEqual([]);
  });

  it('keeps the connection usable after a failed statement', async () => {
    await expect(db.query('select $1::int', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('keeps a statement out of an open transaction: it waits for the transaction to end', async () => {
    await db.query('create table if not exists one_trip_probe (n int)');
    let release: () => void = () => {};
    let inserted: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into one_trip_probe values (1)');
      inserted();
      await held;
      throw new Error('roll back');
    });
    await insertDone;
    const outside = db.query<{ n: string }>('select count(*)::text as n from one_trip_probe');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(transaction).rejects.toThrow('roll back');
    // Had it run inside the transaction, it would have seen the row that was rolled back.
    expect((await outside).rows).toEqual([{ n: '0' }]);
  });
});

describe('prepared statements on PGlite', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
  });
  afterAll(async () => pglite?.close());

  const preparedCount = async () =>
    Number((await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n);

  it('parses a text once and binds it again after', async () => {
    const run = createStatementRunner(pglite);
    const before = await preparedCount();
    expect(await run('select $1::int + 1 as n', [1])).toEqual([{ n: 2 }]);
    expect(await run('select $1::int + 1 as n', [41])).toEqual([{ n: 42 }]);
    expect(await preparedCount()).toBe(before + 1);
  });

  it('recovers when the first use fails after its Parse (a bad value) or at it (bad SQL)', async () => {
    const run = createStatementRunner(pglite);
    await expect(run('select $1::int * 2 as n', ['x'])).rejects.toMatchObject({ code: '22P02' });
    expect(await run('select $1::int * 2 as n', [21])).toEqual([{ n: 42 }]);
    await expect(run('selec 1', [])).rejects.toMatchObject({ code: '42601' });
    expect(await run('select 1 as one', [])).toEqual([{ one: 1 }]);
  });

  it('goes unnamed beyond its limit of prepared statements', async () => {
    const run = createStatementRunner(pglite, 1);
    const before = await preparedCount();
    expect(await run('select 1 as a', [])).toEqual([{ a: 1 }]);
    expect(await run('select 2 as b', [])).toEqual([{ b: 2 }]);
    expect(await run('select 2 as b', [])).toEqual([{ b: 2 }]);
    expect(await preparedCount()).toBe(before + 1);
  });
});
