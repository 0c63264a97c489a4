import { randomBytes } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { afterAll, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { setEndpoint } from './webhook-endpoints.ts';
import {
  bossDb,
  createWebhookQueue,
  WEBHOOK_QUEUE,
  type WebhookMessage,
  type WebhookQueueOptions,
} from './webhook-queue.ts';
import { createPiiProtector } from '../../security/pii-crypto.ts';
import { forEachDatabase } from '../../../test/helpers/databases.ts';
import { startPgBoss10 } from '../../../test/helpers/pg-boss-10.ts';
import { TEST_KEYS } from '../../../test/helpers/test-settings.ts';
import { startReceiver } from '../../../test/helpers/webhook-receiver.ts';

const pii = createPiiProtector(TEST_KEYS.piiKey);
const quietly = { info: () => {}, warn: () => {}, error: () => {} } as never;
const eventually = { timeout: 30_000, interval: 100 };
const SLOW = { timeout: 90_000 };

function message(partner: string, quotationId: string): WebhookMessage {
  const body = JSON.stringify({
    type: 'agreement.accepted',
    timestamp: '2026-11-27T10:00:00.000Z',
    data: { applicationId: quotationId },
  });
  return { partner, messageId: `msg_${quotationId}`, body };
}

forEachDatabase('a database pg-boss 10 left (the release before issue 33)', (ctx) => {
  // Schemas of their own beside the test's: runs on one PostgreSQL never share jobs.
  const made: string[] = [];
  const schemas = () => {
    const base = `qc_boss_${randomBytes(4).toString('hex')}`;
    made.push(`${base}_v10`, `${base}_v12`);
    return { pgBoss10Schema: `${base}_v10`, schema: `${base}_v12` };
  };
  afterAll(async () => {
    for (const schema of made) await ctx.db.query(`drop schema if exists ${schema} cascade`);
  });

  function queueOn(db: Db, where: ReturnType<typeof schemas>, extra: Partial<WebhookQueueOptions> = {}) {
    return createWebhookQueue({ db, pii, log: quietly, development: true, ...where, ...extra });
  }
  const schemaThere = async (schema: string) =>
    (await ctx.db.query<{ there: boolean }>('select to_regnamespace($1) is not null as there', [schema])).rows[0]
      ?.there;
  /** pg-boss 10's maintenance last ran this long ago (a process of the previous release runs it every minute). */
  const lastMaintained = (schema: string, ago: string) =>
    ctx.db.query(`update ${schema}.version set maintained_on = now() - $1::interval`, [ago]);

  it('is not migrated by pg-boss 12, which refuses to start on it: so the queue has a schema of its own', async () => {
    const where = schemas();
    const previous = await startPgBoss10(ctx.db, where.pgBoss10Schema);
    await previous.stop();
    const onTheOldSchema = new PgBoss({ db: bossDb(ctx.db), schema: where.pgBoss10Schema, schedule: false });
    await expect(onTheOldSchema.start()).rejects.toThrow(/Cannot migrate pg-boss schema from version 24/);
  });

  it(
    'delivers what pg-boss 10 still had to send, keeps its dead letters for a replay, and drops its schema',
    SLOW,
    async () => {
      const where = schemas();
      const receiver = await startReceiver();
      try {
        await setEndpoint(ctx.db, pii, 'CLRS', receiver.url);
        const previous = await startPgBoss10(ctx.db, where.pgBoss10Schema);
        // A delivery whose process was killed two minutes ago (its expiry, 60 s, has passed).
        const interrupted = message('CLRS', 'interrupted');
        await previous.queue(interrupted, 'agreement.accepted:interrupted');
        const [taken] = await previous.take();
        expect(taken?.data).toEqual(interrupted);
        await ctx.db.query(
          `update ${where.pgBoss10Schema}.job set started_on = now() - interval '2 minutes' where id = $1`,
          [taken!.id],
        );
        // A delivery that failed once and waits out its back-off: it must keep both the wait and the attempts left.
        const retrying = message('CLRS', 'retrying');
        await previous.queue(retrying, 'agreement.accepted:retrying');
        const [failing] = await previous.take();
        expect(failing?.data).toEqual(retrying);
        await previous.fail(failing!.id);
        const waiting = message('CLRS', 'waiting');
        await previous.queue(waiting, 'agreement.accepted:waiting');
        const dead = message('CLRS', 'dead');
        await previous.deadLetter(dead);
        await previous.stop();
        // No process of the previous release has run for an hour.
        await lastMaintained(where.pgBoss10Schema, '1 hour');

        const queue = queueOn(ctx.db, where);
        await queue.start();
        try {
          const delivered = () => receiver.received.map((each) => each.headers['webhook-id']).sort();
          await expect.poll(delivered, eventually).toEqual([interrupted.messageId, waiting.messageId]);
          const { rows: [later] = [] } = await ctx.db.query<{ state: string; retry_limit: number; wait: number }>(
            `select state::text, retry_limit, extract(epoch from start_after - now())::float as wait
             from ${where.schema}.job where name = $1 and data->>'messageId' = $2`,
            [WEBHOOK_QUEUE, retrying.messageId],
          );
          expect(later).toMatchObject({ state: 'created', retry_limit: 11 });
          // pg-boss 10's back-off from 40 s: between 40 and 80 s after the failure.
          expect(later!.wait).toBeGreaterThan(30);
          expect(await queue.replayDeadLetters()).toBe(1);
          await expect.poll(() => receiver.received.length, eventually).toBe(3);
          expect(receiver.received[2]!.headers['webhook-id']).toBe(dead.messageId);
          expect(receiver.received[2]!.body).toBe(dead.body);
          expect(await schemaThere(where.pgBoss10Schema)).toBe(false);
        } finally {
          await queue.stop();
        }
      } finally {
        await receiver.close();
      }
    },
  );

  it(
    'while a process of the previous release still runs, keeps its schema and moves what it queues later',
    SLOW,
    async () => {
      const where = schemas();
      const receiver = await startReceiver();
      const queue = queueOn(ctx.db, where, { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5 });
      try {
        await setEndpoint(ctx.db, pii, 'MSE', receiver.url);
        const previous = await startPgBoss10(ctx.db, where.pgBoss10Schema);
        await lastMaintained(where.pgBoss10Schema, '30 seconds');
        const first = message('MSE', 'first');
        await previous.queue(first, 'agreement.accepted:first');
        await queue.start();
        await expect.poll(() => receiver.received.length, eventually).toBe(1);
        expect(await schemaThere(where.pgBoss10Schema)).toBe(true);

        // The old process stores another acceptance: the next pass moves it.
        const second = message('MSE', 'second');
        await previous.queue(second, 'agreement.accepted:second');
        await expect.poll(() => receiver.received.length, eventually).toBe(2);
        expect(receiver.received.map((each) => each.headers['webhook-id'])).toEqual([
          first.messageId,
          second.messageId,
        ]);

        // The rolling deploy ends: once the old processes are quiet long enough, the schema goes.
        await previous.stop();
        await lastMaintained(where.pgBoss10Schema, '1 hour');
        await expect.poll(() => schemaThere(where.pgBoss10Schema), eventually).toBe(false);
      } finally {
        await queue.stop();
        await receiver.close();
      }
    },
  );
});
