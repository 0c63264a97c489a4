import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../db/db.ts';
import { createPgDb } from '../db/pg-db.ts';
import { manualClock } from '../clock.ts';
import { createReadiness, PROBE_TABLE_MOST_BYTES, WRITE_CHECK_EVERY_MS } from './readiness.ts';
import { forEachDatabase, testDatabaseUrl } from '../../test/helpers/databases.ts';
import { freshDatabase, type FreshDatabase } from '../../test/helpers/postgres-database.ts';

// The write check on its own; what /api/health answers is test/health-readiness.test.ts.
/** The probe table's size on disk, read on the same connection just before and just after each of its inserts. */
function measuringProbeInserts(db: Db) {
  const sizes: { before: number; after: number }[] = [];
  const sizeOn = async (queryable: Queryable) => {
    const { rows } = await queryable.query<{ bytes: string }>(
      "select pg_relation_size('readiness_probe')::text as bytes",
    );
    return Number(rows[0]!.bytes);
  };
  const measured = (queryable: Queryable): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      if (!/\binsert\s+into\s+readiness_probe\b/i.test(sql)) return queryable.query<T>(sql, params);
      const before = await sizeOn(queryable);
      const result = await queryable.query<T>(sql, params);
      sizes.push({ before, after: await sizeOn(queryable) });
      return result;
    },
  });
  const wrapped: Db = {
    query: (sql, params) => db.query(sql, params),
    transaction: (fn) => db.transaction((tx) => fn(measured(tx))),
    close: () => db.close(),
  };
  return { db: wrapped, sizes };
}

/** Runs `rounds` readiness checks, each with a write check (the clock moves past the reuse). */
async function checkRounds(db: Db, rounds: number) {
  const clock = manualClock();
  const readiness = createReadiness({ db, clock });
  for (let round = 0; round < rounds; round += 1) {
    expect(await readiness.check()).toEqual({ ready: true, problems: [] });
    clock.advance(WRITE_CHECK_EVERY_MS);
  }
}

forEachDatabase("readiness's write check, round after round", (ctx) => {
  it("extends the probe table's file at every insert (the write a full disk refuses)", async () => {
    const probe = measuringProbeInserts(ctx.db);
    await checkRounds(probe.db, 40);
    expect(probe.sizes).toHaveLength(40);
    expect(probe.sizes.filter(({ before, after }) => after <= before)).toEqual([]);
  }, 120_000);

  it('keeps the probe table under its most where nothing vacuums it (a server with autovacuum off)', async () => {
    await ctx.db.query('truncate readiness_probe');
    // As on a server with autovacuum off, whatever this one's setting.
    await ctx.db.query('alter table readiness_probe set (autovacuum_enabled = false)');
    try {
      const probe = measuringProbeInserts(ctx.db);
      await checkRounds(probe.db, 8);
      const perRound = Math.max(...probe.sizes.map(({ before, after }) => after - before));
      // Enough rounds to pass the most one and a half times over.
      await checkRounds(probe.db, Math.ceil((1.5 * PROBE_TABLE_MOST_BYTES) / perRound));
      const sizes = probe.sizes.map(({ after }) => after);
      expect(Math.max(...sizes)).toBeGreaterThan(PROBE_TABLE_MOST_BYTES);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(PROBE_TABLE_MOST_BYTES + perRound);
      const { rows } = await ctx.db.query<{ bytes: string }>(
        "select pg_relation_size('readiness_probe')::text as bytes",
      );
      expect(Number(rows[0]!.bytes)).toBeLessThan(PROBE_TABLE_MOST_BYTES);
    } finally {
      await ctx.db.query('alter table readiness_probe reset (autovacuum_enabled)');
    }
  }, 120_000);
});

describe("readiness's write check and the catalogue", () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await freshDatabase(testDatabaseUrl());
  });
  afterAll(async () => database?.drop());

  /**
   * Rows written to pg_class and pg_attribute in the database (cumulative: a vacuum of the catalogue
   * does not take them back), and their dead rows now. Read once the checking connections have
   * closed: a backend reports its counts at exit.
   */
  async function catalogueWrites() {
    const superuser = createPgDb(database.as(new URL(testDatabaseUrl()).username), { max: 1 });
    try {
      const { rows } = await superuser.query<{ written: string; dead: string }>(
        `select sum(n_tup_ins + n_tup_upd + n_tup_del)::text as written, sum(n_dead_tup)::text as dead
           from pg_stat_sys_tables where relname in ('pg_class', 'pg_attribute')`,
      );
      return { written: Number(rows[0]!.written), dead: Number(rows[0]!.dead) };
    } finally {
      await superuser.close();
    }
  }

  it('writes no catalogue row, however many rounds, as the app role of production (decision 082)', async () => {
    const rounds = async (count: number) => {
      const db = createPgDb(database.url);
      try {
        await checkRounds(db, count);
      } finally {
        await db.close();
      }
      return catalogueWrites();
    };
    const before = await rounds(0);
    const after20 = await rounds(20);
    const after80 = await rounds(60);
    expect(after20.written).toBe(before.written);
    expect(after80.written).toBe(before.written);
    // Autovacuum may reclaim the migration's dead catalogue rows meanwhile: never more of them.
    expect(after80.dead).toBeLessThanOrEqual(before.dead);
  }, 120_000);
});
