import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QCO_STANDARD, resultResponseSchema, type ResultResponse } from '@quickcheck/contracts';
import type { Db } from '../src/db/db.ts';
import { MIGRATIONS } from '../src/db/migrate.ts';
import { createPgDb } from '../src/db/pg-db.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { sweepPending } from '../src/quotation/pending-sweeper.ts';
import { countRows, forEachDatabase, testDatabaseUrl } from './helpers/databases.ts';
import { freshDatabase } from './helpers/postgres-database.ts';
import { insertPendingQuotation, quotationRow, testPii } from './helpers/pending-quotation.ts';
import { spawnServer, stopServer, type ServerProcess } from './helpers/server-process.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const TEST_DATABASE_URL = testDatabaseUrl();

const quote = async (url: string, body: unknown): Promise<ResultResponse> => {
  const response = await postJson(url, '/api/quotation', body);
  expect(response.status).toBe(200);
  return resultResponseSchema.parse(await response.json());
};

forEachDatabase('pending sweepers of several processes on one database', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  it('decide each abandoned row exactly once when they race', async () => {
    const hourAgo = new Date(server.clock.now().getTime() - 60 * 60 * 1000);
    const names = ['Raceaa', 'Raceab', 'Raceac', 'Racead', 'Raceae', 'Raceaf'];
    const rows = await Promise.all(names.map((name) => insertPendingQuotation(ctx.db, server.url, name, hourAgo)));
    // On PostgreSQL each sweeper runs on its own pooled connection, as separate processes would.
    const deps = { db: ctx.db, pii: testPii, clock: server.clock, log: pino({ level: 'silent' }) };
    const wins = await Promise.all([1, 2, 3].map(() => sweepPending(deps, server.clock.now())));
    expect(wins.reduce((sum, n) => sum + n, 0)).toBe(rows.length);
    for (const { id } of rows)
      expect(await quotationRow(ctx.db, id)).toMatchObject({ status: 'decided', reason: 'ERROR' });
  });
});

describe('two server processes on one PostgreSQL serving one journey split across them', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  const servers: ServerProcess[] = [];
  let a: string;
  let b: string;

  beforeAll(async () => {
    database = await freshDatabase(TEST_DATABASE_URL);
    // One public origin, as behind one load balancer: both answer a payload with the same links.
    const env = { DATABASE_URL: database.url, PUBLIC_ORIGIN: 'http://quickcheck.example.co.uk' };
    servers.push(spawnServer(env), spawnServer(env));
    [a, b] = (await Promise.all(servers.map((server) => server.listening(120_000)))) as [string, string];
    db = createPgDb(database.url, { max: 2 });
    // Two processes starting on a busy CI machine.
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    await db?.close();
    await database?.drop();
  });

  it('answers a journey whose steps alternate between the two processes', async () => {
    const answers = ordinaryAnswers({ 'first-name': 'Split', 'last-name': 'Journey' });
    const form = await fetchForm(a);
    const session = { 'Session-Id': form.payload.sessionId };
    for (const stage of QCO_STANDARD.stages) {
      const checked = await postJson(b, '/api/stage', { stageId: stage.id, answers }, session);
      expect(await checked.json()).toEqual({ errors: [] });
    }
    const lookup = await postJson(b, '/api/address-lookup', { postcode: answers.postcode }, session);
    expect(lookup.status).toBe(200);

    const offer = await quote(b, submissionFor(form, answers));
    expect(offer.reason).toBe('MATCH_AND_OFFER');
    const token = new URL(offer.agreementUrl ?? '').searchParams.get('token');
    const shown = await fetch(`${a}/api/agreement?token=${token}`);
    expect(await shown.json()).toMatchObject({ quotationId: offer.quotationId, firstName: 'Split', accepted: false });
    const accepted = await postJson(b, '/api/agreement/accept', { token });
    expect(await accepted.json()).toEqual({ accepted: true });
    expect(await (await fetch(`${a}/api/agreement?token=${token}`)).json()).toMatchObject({ accepted: true });

    // The acceptance one process stored is seen by the other.
    const later = await quote(a, submissionFor(await fetchForm(b), answers));
    expect(later.reason).toBe('ALREADY_APPLIED_DECLINE');
  });

  it('stores one quotation for the same payload sent to both at once, and answers both alike', async () => {
    const body = submissionFor(await fetchForm(b), ordinaryAnswers({ 'first-name': 'Both' }));
    const before = await countRows(db, 'quotations');
    const [fromA, ...others] = await Promise.all([quote(a, body), quote(b, body), quote(a, body), quote(b, body)]);
    for (const other of others) expect(other).toEqual(fromA);
    expect(fromA?.reason).toBe('MATCH_AND_OFFER');
    expect(await countRows(db, 'quotations')).toBe(before + 1);
    expect(await quote(b, body)).toEqual(fromA);
  });

  it('both started on one empty database: it was migrated once, to the latest version', async () => {
    const { rows } = await db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(rows.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(servers.map((server) => server.child.exitCode)).toEqual([null, null]);
  });
});
