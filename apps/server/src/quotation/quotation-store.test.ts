import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import type { SessionActivity } from '../form-session/form-session-repo.ts';
import { recordAcceptance } from './acceptance-repo.ts';
import { drawReference } from './draw-reference.ts';
import { findById, insertPendingBatch, saveDecisionBatch, type PendingWrite } from './quotation-store.ts';
import { forEachDatabase } from '../../test/helpers/databases.ts';

const NOW = new Date('2026-03-02T10:00:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const WINDOW = { issuedAt: minutesBefore(5), idleSince: minutesBefore(20) };

function write(
  overrides: Partial<PendingWrite['quotation']> = {},
  session: SessionActivity | null = WINDOW,
): PendingWrite {
  return {
    quotation: {
      id: randomUUID(),
      sessionId: randomUUID(),
      idempotencyKey: randomUUID(),
      brand: 'quickcheck',
      consumerName: 'QCHK',
      definitionId: 'qco-standard',
      answersEncrypted: 'v1.sealed',
      identityHash: `identity-${randomUUID()}`,
      requoteOptIn: 'false',
      sParameterEncrypted: undefined,
      vendorCodeEncrypted: undefined,
      reference: drawReference(),
      ...overrides,
    },
    contactHash: `contact-${randomUUID()}`,
    now: NOW,
    ...(session ? { session } : {}),
  };
}

async function sessionRow(db: Db, sessionId: string) {
  const { rows } = await db.query<{ created_at: Date; last_activity_at: Date }>(
    'select created_at, last_activity_at from form_sessions where session_id = $1',
    [sessionId],
  );
  return rows[0];
}

forEachDatabase('the quotation writes of many requests in one statement', (ctx) => {
  it('records each session and stores each pending row, answering in the order given', async () => {
    const writes = [write(), write(), write()];
    const outcomes = await insertPendingBatch(ctx.db, writes);
    expect(outcomes).toEqual(
      writes.map(({ quotation }) => ({
        sessionActive: true,
        inserted: true,
        accepted: false,
        reference: quotation.reference,
      })),
    );
    for (const { quotation } of writes) {
      expect((await findById(ctx.db, quotation.id))?.status).toBe('pending');
      const session = await sessionRow(ctx.db, quotation.sessionId);
      expect(session?.created_at.toISOString()).toBe(WINDOW.issuedAt.toISOString());
      expect(session?.last_activity_at.toISOString()).toBe(NOW.toISOString());
    }
  });

  it('refuses a session idle past the window, storing nothing for it and leaving it idle', async () => {
    const idle = write();
    await ctx.db.query('insert into form_sessions (session_id, created_at, last_activity_at) values ($1, $2, $2)', [
      idle.quotation.sessionId,
      minutesBefore(30).toISOString(),
    ]);
    const fresh = write();
    const outcomes = await insertPendingBatch(ctx.db, [idle, fresh]);
    expect(outcomes.map((outcome) => [outcome.sessionActive, outcome.inserted])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(await findById(ctx.db, idle.quotation.id)).toBeUndefined();
    const session = await sessionRow(ctx.db, idle.quotation.sessionId);
    expect(session?.last_activity_at.toISOString()).toBe(minutesBefore(30).toISOString());
  });

  it('touches a session once when two rows share it, and keeps one row per idempotency key', async () => {
    const first = write();
    const sameSession = write({ sessionId: first.quotation.sessionId });
    const sameKey = write({ sessionId: first.quotation.sessionId, idempotencyKey: first.quotation.idempotencyKey });
    const outcomes = await insertPendingBatch(ctx.db, [first, sameSession, sameKey]);
    expect(outcomes.map((outcome) => [outcome.sessionActive, outcome.inserted])).toEqual([
      [true, true],
      [true, true],
      [true, false],
    ]);
    expect(await findById(ctx.db, sameKey.quotation.id)).toBeUndefined();
  });

  it('stores a row without touching the session when the caller already did', async () => {
    const untouched = write({}, null);
    const [outcome] = await insertPendingBatch(ctx.db, [untouched]);
    expect(outcome).toEqual({
      sessionActive: true,
      inserted: true,
      accepted: false,
      reference: untouched.quotation.reference,
    });
    expect(await sessionRow(ctx.db, untouched.quotation.sessionId)).toBeUndefined();
  });

  it('says, per row, whether that person has accepted an offer (identity and contact both)', async () => {
    const earlier = write();
    await insertPendingBatch(ctx.db, [earlier]);
    await recordAcceptance(
      ctx.db,
      earlier.quotation.id,
      { identityHash: earlier.quotation.identityHash, contactHash: earlier.contactHash },
      NOW,
    );
    const same = { ...write({ identityHash: earlier.quotation.identityHash }), contactHash: earlier.contactHash };
    const otherContact = write({ identityHash: earlier.quotation.identityHash });
    const outcomes = await insertPendingBatch(ctx.db, [same, otherContact, write()]);
    expect(outcomes.map((outcome) => outcome.accepted)).toEqual([true, false, false]);
  });

  it('stores many decisions in one statement, each on its own row', async () => {
    const writes = [write(), write()];
    await insertPendingBatch(ctx.db, writes);
    const saved = (reason: string, limit?: number) => ({
      decision: { reason, referral: false, factors: [], score: 1, band: 'A', limit, apr: limit ? 29.9 : undefined },
      record: { engineVersion: 'test-engine' },
      recordEncrypted: `sealed-${reason}`,
    });
    await saveDecisionBatch(ctx.db, [
      { id: writes[0]!.quotation.id, saved: saved('MATCH_AND_OFFER', 1500) as never, now: NOW },
      { id: writes[1]!.quotation.id, saved: saved('SCORE_DECLINE') as never, now: NOW },
    ]);
    const [offered, declined] = await Promise.all(writes.map(({ quotation }) => findById(ctx.db, quotation.id)));
    expect(offered).toMatchObject({ status: 'decided', reason: 'MATCH_AND_OFFER', credit_limit: 1500 });
    expect(Number(offered?.apr)).toBe(29.9);
    expect(declined).toMatchObject({ status: 'decided', reason: 'SCORE_DECLINE', credit_limit: null, apr: null });
    expect(declined?.decided_at?.toISOString()).toBe(NOW.toISOString());
  });
});
