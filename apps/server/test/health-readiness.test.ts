import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { WRITE_CHECK_EVERY_MS } from '../src/health/readiness.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { DISK_FULL_MESSAGE } from '../src/routes/http-errors.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The database on a full disk (full-disk.test.ts fills a real one, as root): reads and writes that
 * fit in pages already there still work, but every statement that needs a new page fails with
 * PostgreSQL's 53100 disk_full.
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

/** A gauge without labels as Prometheus scrapes it. */
async function gauge(url: string, name: string): Promise<number> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(await response.text())?.[1]);
}
const readyGauge = (url: string) => gauge(url, 'quickcheck_ready');

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

  it("tells Prometheus whether the database server's autovacuum is on (the alert QuickCheckAutovacuumOff reads it)", async () => {
    const { rows } = await ctx.db.query<{ setting: string }>("select current_setting('autovacuum') as setting");
    expect(await gauge(server.url, 'quickcheck_database_autovacuum')).toBe(rows[0]!.setting === 'on' ? 1 : 0);
  });

  it('with the disk full, quotations fail and the server is not ready (still live); ready again once space is freed', async () => {
    const form = await fetchForm(server.url);
    disk.fill();
    // The write check's last answer may be reused for a moment; time moves past it.
    server.clock.advance(WRITE_CHECK_EVERY_MS);
    const quotation = await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
    expect(quotation.status).toBe(503);
    expect(await quotation.json()).toEqual({ error: DISK_FULL_MESSAGE });
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
