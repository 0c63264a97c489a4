// pg-boss 10 as the previous release ran it (before issue 33): its schema and its queues, on the
// app's own database, to see that pg-boss 12 takes over what it left (pg-boss-10-jobs.ts).
import PgBoss10 from 'pg-boss-10';
import type { Db } from '../../src/db/db.ts';
import {
  bossDb,
  DEAD_LETTER_QUEUE,
  PRODUCTION_RETRY,
  WEBHOOK_QUEUE,
  type WebhookMessage,
} from '../../src/partner/webhooks/webhook-queue.ts';

export async function startPgBoss10(db: Db, schema: string) {
  const boss = new PgBoss10({ db: bossDb(db), schema, schedule: false, maintenanceIntervalSeconds: 60 });
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE });
  await boss.createQueue(WEBHOOK_QUEUE, {
    name: WEBHOOK_QUEUE,
    retryLimit: PRODUCTION_RETRY.retryLimit,
    retryDelay: PRODUCTION_RETRY.retryDelaySeconds,
    retryBackoff: PRODUCTION_RETRY.retryBackoff,
    expireInSeconds: 60,
    deadLetter: DEAD_LETTER_QUEUE,
  });
  return {
    /** What the previous release's `notify` stored for an event. */
    queue: (message: WebhookMessage, singletonKey: string) => boss.send(WEBHOOK_QUEUE, message, { singletonKey }),
    /** Where pg-boss 10 put a message once every retry had failed. */
    deadLetter: (message: WebhookMessage) => boss.send(DEAD_LETTER_QUEUE, message),
    /** A delivery taken by a worker: active until it ends or its process dies. */
    take: () => boss.fetch<WebhookMessage>(WEBHOOK_QUEUE),
    fail: (id: string) => boss.fail(WEBHOOK_QUEUE, id),
    stop: () => boss.stop({ graceful: false, close: false, wait: true }),
  };
}
