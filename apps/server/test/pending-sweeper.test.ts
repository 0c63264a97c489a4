import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ResultResponse } from '@quickcheck/contracts';
import { pino } from 'pino';
import { replayDecision } from '../src/decision/replay.ts';
import { openDecisionRecord } from '../src/quotation/decision-record-crypto.ts';
import { sweepPending } from '../src/quotation/pending-sweeper.ts';
import { pendingStaleBefore } from '../src/quotation/quotation-store.ts';
import { postJson } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { insertPendingQuotation, quotationRow, testPii } from './helpers/pending-quotation.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;

forEachDatabase('the pending-quotation sweeper', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());
  const deps = () => ({ db: ctx.db, pii: testPii, clock: server.clock, log: pino({ level: 'silent' }) });
  const hourAgo = () => new Date(server.clock.now().getTime() - HOUR_MS);

  it('decides an abandoned row ERROR (interrupted) with a replayable record, and leaves a live one', async () => {
    const abandoned = await insertPendingQuotation(ctx.db, server.url, 'Abandoned', hourAgo());
    const live = await insertPendingQuotation(ctx.db, server.url, 'Alive', server.clock.now());
    const staleBefore = pendingStaleBefore(server.clock.now(), testConfig().agencyTimeoutMs);
    expect(await sweepPending(deps(), staleBefore)).toBe(1);

    const row = await quotationRow(ctx.db, abandoned.id);
    expect(row).toMatchObject({ status: 'decided', reason: 'ERROR' });
    const record = openDecisionRecord(testPii, row?.sealed ?? '');
    expect(record.agency).toEqual({ kind: 'unavailable', failure: 'interrupted' });
    expect(replayDecision(record).reason).toBe('ERROR');
    expect(await quotationRow(ctx.db, live.id)).toMatchObject({ status: 'pending', reason: null });
    expect(await sweepPending(deps(), staleBefore)).toBe(0);
  });

  it('lets the visitor who retries a swept submission get a real decision on the same quotation', async () => {
    const { id, body } = await insertPendingQuotation(ctx.db, server.url, 'Retried', hourAgo());
    await sweepPending(deps(), server.clock.now());
    expect(await quotationRow(ctx.db, id)).toMatchObject({ reason: 'ERROR' });
    const retried = (await (await postJson(server.url, '/api/quotation', body)).json()) as ResultResponse;
    expect(retried).toMatchObject({ quotationId: id, reason: 'MATCH_AND_OFFER' });
  });
});
