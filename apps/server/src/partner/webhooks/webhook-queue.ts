import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db, Queryable } from '../../db/db.ts';
import { setTimeout as wait } from 'node:timers/promises';
import { createPiiProtector, type PiiProtector } from '../../security/pii-crypto.ts';
import { journeyOfQuotation } from '../partner-journeys.ts';
import { disableEndpoint, findEndpoint } from './webhook-endpoints.ts';
import { webhookHeaders } from './standard-webhooks.ts';
import { checkWebhookUrl, guardedLookup } from './webhook-url.ts';

/** What a partner is told (issue 25): a visitor it sent accepted the agreement, or completed open banking. */
export const WEBHOOK_EVENTS = ['agreement.accepted', 'open_banking.completed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_QUEUE = 'partner-webhooks';
export const DEAD_LETTER_QUEUE = 'partner-webhooks-dead';

/**
 * The retry schedule: pg-boss's back-off waits retryDelay × 2^n × (1 to 2) before retry n+1, so
 * 12 retries from 40 s spread over about three days (40 × 4095 × 1.5 s ≈ 2.8 days on average).
 */
export const PRODUCTION_RETRY = { retryLimit: 12, retryDelaySeconds: 40, retryBackoff: true } as const;
const DELIVERY_TIMEOUT_MS = 10_000;
const START_ATTEMPTS = 5;
const START_RETRY_MS = 200;

export interface WebhookMessage {
  partner: string;
  /** The webhook-id: the same on every attempt, so the partner can drop a repeat. */
  messageId: string;
  /** The exact body, fixed at enqueue: every attempt sends the same bytes. */
  body: string;
}

export interface WebhookQueueOptions {
  db: Db;
  pii: PiiProtector;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Loopback and http allowed (development and tests); never in production. */
  development: boolean;
  /** pg-boss's schema; `pgboss` when absent. */
  schema?: string;
  retry?: { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean };
  /** A delivery still active this long after it started (its process died) is retried. */
  expireInSeconds?: number;
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
}

/** A caller's transaction as pg-boss's `db` option (per `send`): the job is stored with, or without, the caller's write. */
function onTransaction(tx: Queryable) {
  return { executeSql: (text: string, values?: unknown[]) => tx.query(text, values ?? []) };
}

/** pg-boss over the app's own database (PGlite or PostgreSQL): its `db` option takes any executeSql. */
function bossDb(db: Db) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((!values || values.length === 0) && db.script) return db.script(text);
      return db.query(text, values ?? []);
    },
  };
}

/** POSTs the message; resolves with the status. Redirects are not followed (they could lead inward). */
function post(url: URL, headers: Record<string, string>, body: string, development: boolean): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'QuickCheck-Webhooks/1', ...headers },
        lookup: guardedLookup({ development }),
        timeout: DELIVERY_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('The partner did not answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}

export function createWebhookQueue(options: WebhookQueueOptions) {
  const { db, pii, log, development } = options;
  const retry = options.retry ?? PRODUCTION_RETRY;
  const newBoss = () => {
    const made = new PgBoss({
      db: bossDb(db),
      ...(options.schema ? { schema: options.schema } : {}),
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    } as PgBoss.ConstructorOptions);
    made.on('error', (error: Error) => log.warn({ err: error }, 'webhook queue error'));
    return made;
  };
  let boss = newBoss();

  const queueOptions = {
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: retry.retryBackoff,
    expireInSeconds: options.expireInSeconds ?? 60,
    deadLetter: DEAD_LETTER_QUEUE,
  };

  /** The queue as configured here: made once, its settings brought up to date on later starts. */
  async function ensureQueue(name: string, settings: Omit<PgBoss.Queue, 'name'> = {}) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...settings });
    else await boss.createQueue(name, { name, ...settings });
  }

  /**
   * Processes starting together on a fresh database race to create pg-boss's schema and queues
   * (a duplicate schema, a deadlock between two partition creations); the loser tries again and
   * finds them made.
   */
  async function startBoss(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      let started = false;
      try {
        await boss.start();
        started = true;
        await ensureQueue(DEAD_LETTER_QUEUE);
        await ensureQueue(WEBHOOK_QUEUE, queueOptions);
        return;
      } catch (error) {
        if (attempt >= START_ATTEMPTS) throw error;
        log.warn({ err: error, attempt }, 'webhook queue start failed, trying again');
        // Only a started instance has timers to stop (stopping one that never started never settles).
        if (started) await boss.stop({ graceful: false, wait: true, close: false } as PgBoss.StopOptions);
        boss = newBoss();
        // A timer that holds the process: start-up has nothing else pending while it waits.
        await wait(START_RETRY_MS * attempt);
      }
    }
  }

  async function deliver(message: WebhookMessage): Promise<void> {
    const endpoint = await findEndpoint(db, pii, message.partner);
    if (!endpoint || endpoint.disabled) {
      log.warn({ partner: message.partner, messageId: message.messageId }, 'webhook dropped: no enabled endpoint');
      return;
    }
    const url = checkWebhookUrl(endpoint.url, { development });
    const timestamp = Math.floor(Date.now() / 1000);
    const status = await post(
      url,
      webhookHeaders(endpoint.secrets, message.messageId, timestamp, message.body),
      message.body,
      development,
    );
    if (status === 410) {
      // The partner says this URL is gone for good: stop sending to it until it is set again.
      await disableEndpoint(db, message.partner);
      log.warn({ partner: message.partner }, 'webhook endpoint disabled: the partner answered 410');
      return;
    }
    if (status < 200 || status >= 300) throw new Error(`The partner answered ${status}`);
  }

  return {
    schema: options.schema ?? WEBHOOK_QUEUE_SCHEMA,
    /** `work: false`: the queue only (a command replaying dead letters), no deliveries from this process. */
    async start({ work = true }: { work?: boolean } = {}): Promise<void> {
      await startBoss();
      if (!work) return;
      await boss.work<WebhookMessage>(
        WEBHOOK_QUEUE,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          if (job) await deliver(job.data);
        },
      );
    },
    async stop(): Promise<void> {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 } as PgBoss.StopOptions);
    },
    /**
     * Queues the event for the partner that sent the quotation's applicant, if any, inside `tx`:
     * the transaction that stores what it reports, so the two commit or roll back together (a
     * crash between them cannot lose the message). Callers queue once per event and quotation
     * (the first acceptance, the deciding open-banking outcome); the singleton key names the pair.
     */
    async notify(type: WebhookEvent, quotationId: string, occurredAt: Date, tx: Queryable): Promise<void> {
      const journey = await journeyOfQuotation(tx, quotationId);
      if (!journey) return;
      const endpoint = await findEndpoint(tx, pii, journey.partner);
      if (!endpoint || endpoint.disabled) return;
      const messageId = `msg_${randomUUID()}`;
      const body = JSON.stringify({ type, timestamp: occurredAt.toISOString(), data: { applicationId: quotationId } });
      const message: WebhookMessage = { partner: journey.partner, messageId, body };
      await boss.send(WEBHOOK_QUEUE, message, { singletonKey: `${type}:${quotationId}`, db: onTransaction(tx) });
    },
    /** Sends every dead-lettered message again (after the partner fixed its endpoint); how many. */
    async replayDeadLetters(): Promise<number> {
      let replayed = 0;
      for (;;) {
        const jobs = await boss.fetch<WebhookMessage>(DEAD_LETTER_QUEUE, { batchSize: 50 });
        if (!jobs || jobs.length === 0) return replayed;
        for (const job of jobs) {
          await boss.send(WEBHOOK_QUEUE, job.data);
          await boss.complete(DEAD_LETTER_QUEUE, job.id);
          replayed += 1;
        }
      }
    },
  };
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;

/** pg-boss's schema when none is given: the one the servers' queue uses. */
export const WEBHOOK_QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss's schema and the queues made (or brought up to date), then stopped: `npm run migrate`'s
 * part as the owner of the tables (decision 046), so the server's own role, which may create
 * nothing, finds them made. It delivers nothing and queues nothing, so it opens no sealed address:
 * a key of its own will do.
 */
export async function prepareWebhookQueue(db: Db, log: WebhookQueueOptions['log']): Promise<void> {
  const queue = createWebhookQueue({ db, log, development: false, pii: createPiiProtector(randomUUID()) });
  await queue.start({ work: false });
  await queue.stop();
}
