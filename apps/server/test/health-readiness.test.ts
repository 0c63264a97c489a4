import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { manualClock } from '../src/clock.ts';
import { createReadiness, WRITE_CHECK_EVERY_MS } from '../src/health/readiness.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The database on a full disk, as measured with PGlite on a full tmpfs: reads and in-place
 * updates still work, but every statement that needs a new page fails with PostgreSQL's
 * 53100 disk_full.
 */
function onDiskThatCanFill(db: Db) {
  let full = false;
  const refuseNewPages = (sql: string) => {
    if (full && /\binsert\s+into\b/i.test(sql)) {
      throw Object.assign(new Error('could not extend file "base/5/16537": No space left on device'), {
        code: '53100',
      });
    }
  };
  const scoped = (queryable: Queryable): Queryable => ({
    query: (sql, params) => {
      refuseNewPages(sql);
      return queryable.query(sql, params);
    },
  });
  const wrapped: Db = {
    query: (sql, params) => scoped(db).query(sql, params),
    transaction: (fn) => db.transaction((tx) => fn(scoped(tx))),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    fill: () => void (full = true),
    free: () => void (full = false),
  };
}

const METRICS_TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';

/** quickcheck_ready as Prometheus scrapes it. */
async function readyGauge(url: string): Promise<number> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return Number(/^quickcheck_ready (\S+)$/m.exec(await response.text())?.[1]);
}

const statusOf = async (url: string, path: string) => {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

forEachDatabase('liveness and readiness', (ctx) => {
  let server: TestApp;
  let disk: ReturnType<typeof onDiskThatCanFill>;
  beforeAll(async () => {
    disk = onDiskThatCanFill(ctx.db);
    server = await startTestApp(disk.db, { metricsToken: METRICS_TOKEN });
  });
  afterAll(async () => server?.close());

  it('are ok on a migrated, writable database', async () => {
    for (const path of ['/api/health', '/api/health/ready', '/api/health/live']) {
      expect(await statusOf(server.url, path)).toEqual({ status: 200, body: { status: 'ok' } });
    }
  });

  it('with the disk full, quotations fail and the server is not ready (still live); ready again once space is freed', async () => {
    const form = await fetchForm(server.url);
    disk.fill();
    // The write check's last answer may be reused for a moment; time moves past it.
    server.clock.advance(WRITE_CHECK_EVERY_MS);
    const quotation = await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
    expect(quotation.status).toBe(500);
    const notReady = { status: 503, body: { status: 'unavailable', problems: ['database-not-writable'] } };
    expect(await statusOf(server.url, '/api/health/ready')).toEqual(notReady);
    expect(await statusOf(server.url, '/api/health')).toEqual(notReady);
    expect(await statusOf(server.url, '/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    // What the readiness alert reads.
    expect(await readyGauge(server.url)).toBe(0);

    disk.free();
    server.clock.advance(WRITE_CHECK_EVERY_MS);
    expect(await readyGauge(server.url)).toBe(1);
    expect(await statusOf(server.url, '/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
    const retried = await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
    expect(retried.status).toBe(200);
  });

  it('on a database recreated empty, not ready at once; ready again once it is migrated', async () => {
    const { rows } = await ctx.db.query<{ name: string }>('select current_schema() as name');
    const schema = rows[0]!.name;
    await ctx.db.query(`drop schema ${schema} cascade`);
    await ctx.db.query(`create schema ${schema}`);

    const notReady = { status: 503, body: { status: 'unavailable', problems: ['migrations-not-current'] } };
    expect(await statusOf(server.url, '/api/health')).toEqual(notReady);
    expect(await statusOf(server.url, '/api/health/ready')).toEqual(notReady);
    expect((await statusOf(server.url, '/api/health/live')).status).toBe(200);

    await migrate(ctx.db);
    expect(await statusOf(server.url, '/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

/** The probe table's size on disk, read on the same connection just before each of its inserts. */
function measuringProbeInserts(db: Db) {
  const sizesBeforeInsert: number[] = [];
  const measured = (queryable: Queryable): Queryable => ({
    async query(sql, params) {
      if (/\binsert\s+into\s+readiness_probe\b/i.test(sql)) {
        const { rows } = await queryable.query<{ bytes: string }>(
          "select pg_relation_size('readiness_probe')::text as bytes",
        );
        sizesBeforeInsert.push(Number(rows[0]!.bytes));
      }
      return queryable.query(sql, params);
    },
  });
  const wrapped: Db = {
    query: (sql, params) => db.query(sql, params),
    transaction: (fn) => db.transaction((tx) => fn(measured(tx))),
    close: () => db.close(),
  };
  return { db: wrapped, sizesBeforeInsert };
}

forEachDatabase("readiness's write check, round after round", (ctx) => {
  // (PostgreSQL's autovacuum reclaims the catalogue's dead rows; its catalogue is shared with the tests
  // running beside this one, so their count is not asserted here — decision 070.)
  it('finds the probe table empty on disk before every insert (a full disk refuses it)', async () => {
    const clock = manualClock();
    const probe = measuringProbeInserts(ctx.db);
    const readiness = createReadiness({ db: probe.db, clock });
    // Each vacuum also waits on the shared server's checkpoints: a few dozen rounds show the rule.
    const rounds = 40;
    for (let round = 0; round < rounds; round += 1) {
      expect(await readiness.check()).toEqual({ ready: true, problems: [] });
      clock.advance(WRITE_CHECK_EVERY_MS);
    }

    expect(probe.sizesBeforeInsert).toEqual(Array.from({ length: rounds }, () => 0));
  }, 120_000);
});
