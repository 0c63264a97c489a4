import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QCO_STANDARD } from '@quickcheck/contracts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { createPgDb } from '../src/db/pg-db.ts';
import { newDecisionReference } from '../src/quotation/decision-reference.ts';
import { CONNECTION_LOST_RETRY_SECONDS } from '../src/routes/http-errors.ts';
import { fetchForm, postJson } from './helpers/applicant.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDatabaseUrl } from './helpers/databases.ts';

const url = testDatabaseUrl();

/**
 * A statement is held by a lock this test takes, its backend is terminated as an operator's pg_terminate_backend (or a
 * fail-over) would, then the lock is let go.
 */
describe('a statement cut by a terminated connection [PostgreSQL]', () => {
  const schema = `qc_test_${randomBytes(6).toString('hex')}`;
  const admin = createPgDb(url, { max: 1 });
  let db: Db;
  let server: TestApp;

  beforeAll(async () => {
    await admin.query(`create schema ${schema}`);
    db = createPgDb(url, { schema });
    await migrate(db);
    await db.query('create table connection_lost_writes (n int not null)');
    server = await startTestApp(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.close();
  });

  /** Holds an exclusive lock on a table of the test's schema, on a connection of its own. */
  async function lockTable(table: string) {
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('begin');
    await locker.query(`lock table ${schema}.${table} in access exclusive mode`);
    const { rows } = await locker.query<{ pid: number }>('select pg_backend_pid() as pid');
    return {
      /** Terminates the first backend this lock holds up, once it is waiting. */
      async terminateWaiting(): Promise<number> {
        for (;;) {
          const waiting = await locker.query<{ pid: number }>(
            'select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid)) limit 1',
            [rows[0]!.pid],
          );
          const pid = waiting.rows[0]?.pid;
          if (pid !== undefined) {
            await locker.query('select pg_terminate_backend($1)', [pid]);
            return pid;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
      release: async () => {
        await locker.query('rollback');
        await locker.end();
      },
    };
  }

  it('gives a connection back to the pool after a transaction, committed or rolled back: only a lost one is closed', async () => {
    // One connection in the pool: a transaction finds the backend of the one before it.
    const single = createPgDb(url, { schema, max: 1 });
    const backend = (tx: Pick<Db, 'query'>) =>
      tx.query<{ pid: number }>('select pg_backend_pid() as pid').then(({ rows }) => rows[0]!.pid);
    try {
      const committed = await single.transaction(backend);
      const rolledBack = await single
        .transaction(async (tx) => Promise.reject(Object.assign(new Error('refused'), { pid: await backend(tx) })))
        .catch((error: { pid: number }) => error.pid);
      const after = await single.transaction(backend);
      expect({ rolledBack, after }).toEqual({ rolledBack: committed, after: committed });
    } finally {
      await single.close();
    }
  });

  it('runs a read again on a new connection: the caller gets its answer', async () => {
    const lock = await lockTable('saved_checks');
    const read = db.query<{ n: string }>('select count(*)::int as n from saved_checks');
    await lock.terminateWaiting();
    await lock.release();
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it('runs a transaction cut before COMMIT again, as a whole: its writes are stored once', async () => {
    const lock = await lockTable('saved_checks');
    const done = db.transaction(async (tx) => {
      await tx.query('insert into connection_lost_writes (n) values (1)');
      await tx.query('select count(*) from saved_checks');
      return 'committed';
    });
    await lock.terminateWaiting();
    await lock.release();
    expect(await done).toBe('committed');
    expect((await db.query('select n from connection_lost_writes')).rows).toEqual([{ n: 1 }]);
  });

  it('does not run a single write again (it may have committed): the request answers 503 with Retry-After, never 500', async () => {
    const form = await fetchForm(server.url);
    const body = {
      email: 'lost@example.com',
      definitionId: QCO_STANDARD.id,
      stageId: QCO_STANDARD.stages[0]!.id,
      answers: {},
    };
    const lock = await lockTable('saved_checks');
    const saving = postJson(server.url, '/api/saved-checks', body, { 'Session-Id': form.payload.sessionId });
    await lock.terminateWaiting();
    await lock.release();
    const cut = await saving;
    expect(cut.status).toBe(503);
    expect(cut.headers.get('retry-after')).toBe(String(CONNECTION_LOST_RETRY_SECONDS));
    expect(cut.headers.get('cache-control')).toBe('no-store');
    expect(await cut.json()).toEqual({ error: expect.any(String) });
    // The retry it asks for goes through.
    const again = await postJson(server.url, '/api/saved-checks', body, { 'Session-Id': form.payload.sessionId });
    expect(again.status).toBe(202);
    await again.text();
  });

  it('answers a read request as if nothing happened', async () => {
    const lock = await lockTable('quotations');
    const reading = fetch(`${server.url}/api/quote/${newDecisionReference((length) => randomBytes(length))}`);
    await lock.terminateWaiting();
    await lock.release();
    const answer = await reading;
    expect(answer.status).toBe(404);
    await answer.text();
  });
});
