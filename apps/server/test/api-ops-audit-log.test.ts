import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultResponseSchema } from '@quickcheck/contracts';
import type { Db } from '../src/db/db.ts';
import { createPgDb } from '../src/db/pg-db.ts';
import { AUDIT_LOG_BROKEN, AUDIT_LOG_INTACT } from '../src/ops/ops-texts.ts';
import { createAuditLog, type AuditLog } from '../src/ops/ops-audit.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { countRows, forEachDatabase, testDatabaseUrl } from './helpers/databases.ts';
import { OpsOperators } from './helpers/ops-operators.ts';
import { freshDatabase, type FreshDatabase } from './helpers/postgres-database.ts';
import { spawnServer, stopServer } from './helpers/server-process.ts';
import { startTestApp, TEST_KEYS, type TestApp } from './helpers/test-app.ts';

const APPEND_ONLY = /audit log is append-only/;
const seqs = async (db: Db) =>
  (await db.query<{ seq: unknown }>('select seq from ops_audit_log order by id')).rows.map((row) => Number(row.seq));

// Issue 35, finding 4: a log the server itself cannot rewrite, and a check that finds what the owner did.
forEachDatabase('the operator console’s audit log, chained (issue 35)', (ctx) => {
  let server: TestApp;
  let auditLog: AuditLog;
  const operators = new OpsOperators(
    () => server,
    () => ctx.db,
  );

  beforeAll(async () => {
    server = await startTestApp(ctx.db);
    auditLog = createAuditLog(ctx.db, TEST_KEYS.tokenSecret);
    await operators.add('admin@ops.test', 'admin');
  });
  afterAll(async () => server?.close());

  async function checkPage(): Promise<string> {
    const admin = await operators.signedIn('admin@ops.test');
    const page = await admin.get('/ops/audit/check');
    expect(page.response.status).toBe(200);
    await operators.signOut(admin);
    return page.text;
  }

  it('makes one chain of rows written at once, and the console’s check says it is intact', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        auditLog.write(
          { action: 'export', email: 'admin@ops.test', subject: 'funnel', detail: { i, nested: { b: 2, a: 1 } } },
          server.clock.now(),
        ),
      ),
    );
    const written = await seqs(ctx.db);
    expect(written).toEqual(Array.from({ length: written.length }, (_, i) => i + 1));
    expect(await auditLog.check()).toMatchObject({ intact: true, rows: 40, unchained: 0, lastSeq: 40 });
    const page = await checkPage();
    expect(page).toContain(`<strong>${AUDIT_LOG_INTACT}</strong>`);
    expect(page).not.toContain(AUDIT_LOG_BROKEN);
  });

  it('refuses a change, a deletion or a truncation with an error, to every role', async () => {
    const before = await countRows(ctx.db, 'ops_audit_log');
    for (const change of [
      `update ops_audit_log set email = 'someone-else'`,
      'delete from ops_audit_log',
      'truncate ops_audit_log',
    ]) {
      await expect(ctx.db.query(change)).rejects.toThrow(APPEND_ONLY);
    }
    expect(await countRows(ctx.db, 'ops_audit_log')).toBe(before);
  });

  it('names the first row the owner changed or removed (with the trigger turned off), and says intact once it is put back', async () => {
    const { rows } = await ctx.db.query<{ id: unknown; email: string }>(
      'select id, email from ops_audit_log where seq = 5',
    );
    const fifth = { id: Number(rows[0]!.id), email: rows[0]!.email };
    await ctx.db.query('alter table ops_audit_log disable trigger ops_audit_log_no_change');
    try {
      await ctx.db.query(`update ops_audit_log set email = 'someone-else@ops.test' where id = $1`, [fifth.id]);
      expect(await auditLog.check()).toMatchObject({
        intact: false,
        firstBroken: { id: fifth.id, seq: 5, problem: 'was changed after it was written' },
      });
      const broken = await checkPage();
      expect(broken).toContain(AUDIT_LOG_BROKEN);
      expect(broken).toContain(`Row ${fifth.id} (number 5 in the chain) was changed after it was written`);

      await ctx.db.query('update ops_audit_log set email = $2 where id = $1', [fifth.id, fifth.email]);
      expect(await auditLog.check()).toMatchObject({ intact: true });

      await ctx.db.query('delete from ops_audit_log where seq = 7');
      const { rows: eighth } = await ctx.db.query<{ id: unknown }>('select id from ops_audit_log where seq = 8');
      expect(await auditLog.check()).toMatchObject({
        intact: false,
        firstBroken: {
          id: Number(eighth[0]!.id),
          seq: 8,
          problem: 'is number 8 in the chain where 7 was due: a row before it is missing',
        },
      });
    } finally {
      await ctx.db.query('alter table ops_audit_log enable trigger ops_audit_log_no_change');
    }
  });
});

const TEST_DATABASE_URL = testDatabaseUrl();

describe('the server’s own role on PostgreSQL (issue 35)', () => {
  let database: FreshDatabase;
  let app: Db;
  let owner: Db;

  beforeAll(async () => {
    database = await freshDatabase(TEST_DATABASE_URL);
    app = createPgDb(database.url, { max: 2 });
    owner = createPgDb(database.migrationUrl, { max: 1 });
  });
  afterAll(async () => {
    await app?.close();
    await owner?.close();
    await database?.drop();
  });

  it('may add to the audit log and read it, and nothing more: update, delete, truncate, triggers, rules and the table itself are refused', async () => {
    const log = createAuditLog(app, TEST_KEYS.tokenSecret);
    await log.write({ action: 'export', subject: 'funnel' }, new Date());
    expect(await countRows(app, 'ops_audit_log')).toBe(1);
    for (const [statement, refusal] of [
      [`update ops_audit_log set subject = 'changed'`, /permission denied for table ops_audit_log/],
      ['delete from ops_audit_log', /permission denied for table ops_audit_log/],
      ['truncate ops_audit_log', /permission denied for table ops_audit_log/],
      ['alter table ops_audit_log disable trigger ops_audit_log_no_change', /must be owner of table ops_audit_log/],
      ['drop trigger ops_audit_log_no_change on ops_audit_log', /must be owner of (table|relation) ops_audit_log/],
      [
        'create rule ops_audit_log_silent as on insert to ops_audit_log do instead nothing',
        /must be owner of (table|relation) ops_audit_log/,
      ],
      ['alter table ops_audit_log add column note text', /must be owner of table ops_audit_log/],
      ['drop table ops_audit_log', /must be owner of table ops_audit_log/],
      [`select setval('ops_audit_log_id_seq', 1000)`, /permission denied for sequence ops_audit_log_id_seq/],
      [
        'insert into schema_migrations (version, name) values (999, $$x$$)',
        /permission denied for table schema_migrations/,
      ],
      ['create table ops_audit_log_copy (id int)', /permission denied for schema/],
    ] as const) {
      await expect(app.query(statement), statement).rejects.toThrow(refusal);
    }
    expect(await log.check()).toMatchObject({ intact: true, rows: 1 });

    // The owner can still do what the app cannot; the chain then names what it did.
    await owner.query('alter table ops_audit_log disable trigger ops_audit_log_no_change');
    await owner.query(`update ops_audit_log set subject = 'changed'`);
    expect(await log.check()).toMatchObject({ intact: false, firstBroken: { seq: 1 } });
    await owner.query(`update ops_audit_log set subject = 'funnel'`);
    await owner.query('alter table ops_audit_log enable trigger ops_audit_log_no_change');
  });

  it('is all the server needs: a check, an operator signed in, the audit check page, readiness', async () => {
    const server = await startTestApp(app);
    try {
      const form = await fetchForm(server.url);
      const answered = await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
      expect(answered.status).toBe(200);
      expect(resultResponseSchema.parse(await answered.json()).reason).toBe('MATCH_AND_OFFER');
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      const operators = new OpsOperators(
        () => server,
        () => app,
      );
      await operators.add('admin@ops.test', 'admin');
      const admin = await operators.signedIn('admin@ops.test');
      expect((await admin.get('/ops/audit/check')).text).toContain(AUDIT_LOG_INTACT);
    } finally {
      await server.close();
    }
  });

  it('refuses to start as a superuser outside development, naming what to do; starts as its own role', async () => {
    const superuser = new URL(TEST_DATABASE_URL).username;
    const production = { PUBLIC_ORIGIN: 'https://quickcheck.example.co.uk' };
    const refused = spawnServer({ ...production, DATABASE_URL: database.as(superuser) });
    expect((await refused.exited).code).toBe(1);
    expect(refused.output()).toContain(`DATABASE_URL connects as ${superuser}, a superuser`);
    expect(refused.output()).toContain('MIGRATION_DATABASE_URL');
    expect(refused.output()).not.toContain('Server listening');
    const own = spawnServer({ ...production, DATABASE_URL: database.url });
    try {
      await own.listening(120_000);
    } finally {
      await stopServer(own);
    }
  }, 150_000);
});
