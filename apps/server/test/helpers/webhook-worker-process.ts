// A process that queues one partner webhook and delivers it, on the embedded database in
// WEBHOOK_DATA_DIR, to WEBHOOK_URL: the test kills it with -9 in the middle of the delivery.
import { randomUUID } from 'node:crypto';
import { migrate } from '../../src/db/migrate.ts';
import { openDb } from '../../src/db/open-db.ts';
import { setEndpoint } from '../../src/partner/webhooks/webhook-endpoints.ts';
import { createWebhookQueue } from '../../src/partner/webhooks/webhook-queue.ts';
import { createPiiProtector } from '../../src/security/pii-crypto.ts';
import { TEST_KEYS } from './test-settings.ts';
import { CRASH_TEST_QUEUE } from './webhook-crash-settings.ts';

const db = await openDb({ databaseUrl: undefined, dataDir: process.env.WEBHOOK_DATA_DIR as string });
await migrate(db);
const pii = createPiiProtector(TEST_KEYS.piiKey);
await setEndpoint(db, pii, 'CLRS', new URL(process.env.WEBHOOK_URL!));
const quotationId = randomUUID();
await db.query(
  `insert into partner_journeys (id, partner, request_hash, quotation_id, created_at) values ($1, 'CLRS', 'h', $2, now())`,
  [randomUUID(), quotationId],
);
const queue = createWebhookQueue({ db, pii, log: console, development: true, ...CRASH_TEST_QUEUE });
await queue.start();
await db.transaction((tx) => queue.notify('agreement.accepted', quotationId, new Date(), tx));
console.log('queued');
