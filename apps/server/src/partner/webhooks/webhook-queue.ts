import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { PgBoss, type ConstructorOptions, type Db as BossDatabase, type JobInsert, type Queue } from 'pg-boss';
import type { Logger } from 'pino';
import type { WebhookQueueFigures } from '../../observability/metrics.ts';
import { INSUFFICIENT_PRIVILEGE } from '../../db/database-role.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { createPiiProtector, type PiiProtector } from '../../security/pii-crypto.ts';
import { journeyOfQuotation } from '../partner-journeys.ts';
import { movePgBoss10Jobs, PG_BOSS_10_SCHEMA } from './pg-boss-10-jobs.ts';
import { disableEndpoint, findEndpoint } from './webhook-endpoints.ts';
import { webhookHeaders } from './standard-webhooks.ts';
import { checkWebhookUrl, guardedLookup } from './webhook-url.ts';

/** What a partner is told (issue 25): a visitor it sent accepted the agreement, or completed open banking. */
export const WEBHOOK_EVENTS = ['agreement.accepted', 'open_banking.completed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_QUEUE = 'partner-webhooks';
export const DEAD_LETTER_QUEUE = 'partner-webhooks-dead';
/**
 * pg-boss 12's schema. Not pg-boss 10's `pgboss`: pg-boss 12 cannot migrate that one, so it starts
 * its own beside it and the jobs left there are moved across (pg-boss-10-jobs.ts, decision 035).
 */
export const WEBHOOK_SCHEMA = 'pgboss_v12';

/**
 * The retry schedule: pg-boss's back-off waits retryDelay × 2^n × (1 to 2) before retry n+1, so
 * 12 retries from 40 s spread over about three days (40 × 4095 × 1.5 s ≈ 2.8 days on average).
 */
export const PRODUCTION_RETRY = { retryLimit: 12, retryDelaySeconds: 40, retryBackoff: true } as const;
const DELIVERY_TIMEOUT_MS = 10_000;
/** pg-boss's own start retries (1, 2, 4, 8 s apart): a database not up yet, a schema another process is making. */
const START_ATTEMPTS = 5;
/**
 * Deliveries under way at once in each process. One worker delivers one message per poll (2 s):
 * 0.5 a second at most, below an hour's steady acceptances on one process (the embedded soak:
 * 0.68 a second, its queue grew to 679), and one partner slow to answer held every other's.
 */
const DELIVERY_WORKERS = 4;
/** As often as pg-boss supervises its queues by default. */
const SUPERVISE_SECONDS = 60;

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
  /** pg-boss's schema; WEBHOOK_SCHEMA when absent. */
  schema?: string;
  /** Where pg-boss 10 kept its jobs, moved from at start; `pgboss` when absent. */
  pgBoss10Schema?: string;
  retry?: { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean };
  /** A delivery still active this long after it started (its process died) is retried. */
  expireInSeconds?: number;
  pollingIntervalSeconds?: number;
  /** How often expired deliveries are looked for (and pg-boss 10's jobs, while its schema is there). */
  superviseIntervalSeconds?: number;
  /** The most one delivery may take, answer included; DELIVERY_TIMEOUT_MS when absent. */
  deliveryTimeoutMs?: number;
}

/** A caller's transaction as pg-boss's `db` option (per `send`): the job is stored with, or without, the caller's write. */
export function onTransaction(tx: Queryable): BossDatabase {
  return { executeSql: (text: string, values?: unknown[]) => tx.query(text, values ?? []) };
}

/** pg-boss over the app's own database pool: its `db` option takes any executeSql. */
export function bossDb(db: Db): BossDatabase {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((!values || values.length === 0) && db.script) return db.script(text);
      return db.query(text, values ?? []);
    },
  };
}

/**
 * POSTs the message; resolves with the status. Redirects are not followed (they could lead inward).
 * Settles when `signal` aborts (the delivery's time is up, or pg-boss gave up on the job) whatever the
 * partner does (a slow drip, a connection cut mid-answer): a delivery that never settled would hold
 * the queue's one worker, and every later message with it.
 */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  { development, signal }: { development: boolean; signal: AbortSignal },
): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'QuickCheck-Webhooks/1', ...headers },
        lookup: guardedLookup({ development }),
        signal,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
        response.on('close', () => {
          if (!response.complete) reject(new Error('The partner closed the connection before its answer ended'));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Why a delivery failed, as an operator reads it: the socket's code (ECONNREFUSED, EREFUSEDINTERNAL…) or the partner's status. */
function failureReason(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' ? code : typeof message === 'string' ? message : 'unknown';
}

export function createWebhookQueue(options: WebhookQueueOptions) {
  const { db, pii, log, development } = options;
  const retry = options.retry ?? PRODUCTION_RETRY;
  const schema = options.schema ?? WEBHOOK_SCHEMA;
  const superviseIntervalSeconds = options.superviseIntervalSeconds ?? SUPERVISE_SECONDS;
  const deliveryTimeoutMs = options.deliveryTimeoutMs ?? DELIVERY_TIMEOUT_MS;
  const boss = new PgBoss({
    db: bossDb(db),
    schema,
    schedule: false,
    superviseIntervalSeconds,
    monitorIntervalSeconds: superviseIntervalSeconds,
    // Our spans are made by hand at our own seams, holding only what we put in them (decisions 021, 035).
    openTelemetry: { enabled: false },
    // Its registry of running instances is read by nothing here; it would write every 30 s.
    registerInstance: false,
  } satisfies ConstructorOptions);
  boss.on('error', (error: Error) => log.warn({ err: error }, 'webhook queue error'));
  // pg-boss's own warnings (a handler that outran its time, a slow query): otherwise only in its table.
  boss.on('warning', (warning: { message: string; data: { type?: unknown } }) =>
    log.warn({ type: warning.data.type, detail: warning.message }, 'webhook queue warning'),
  );
  /** The next pass moving pg-boss 10's jobs, and the one running (stop waits for it). */
  let nextPgBoss10Pass: NodeJS.Timeout | undefined;
  let pgBoss10Pass: Promise<unknown> = Promise.resolve();
  let stopping = false;

  const queueOptions = {
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: retry.retryBackoff,
    expireInSeconds: options.expireInSeconds ?? 60,
    deadLetter: DEAD_LETTER_QUEUE,
  };

  /** The queue as configured here: made once, its settings brought up to date on later starts. */
  async function ensureQueue(name: string, settings: Omit<Queue, 'name'> = {}) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, settings);
    // pg-boss refuses an update with nothing in it (the dead-letter queue's defaults).
    else if (Object.keys(settings).length > 0) await boss.updateQueue(name, settings);
  }

  /**
   * pg-boss 10's unfinished jobs, into this queue (pg-boss-10-jobs.ts); true while its schema is left.
   * A server on its own role (decision 046) may not touch that schema: `npm run migrate`, as the
   * owner, moves them and drops it then.
   */
  async function movePgBoss10(): Promise<boolean> {
    const moving = movePgBoss10Jobs(db, {
      schema: options.pgBoss10Schema ?? PG_BOSS_10_SCHEMA,
      queues: [WEBHOOK_QUEUE, DEAD_LETTER_QUEUE],
      insert: (tx, queue, jobs: JobInsert[]) => boss.insert(queue, jobs, { db: onTransaction(tx) }),
    });
    const { moved, remains } = await moving.catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== INSUFFICIENT_PRIVILEGE) throw error;
      log.warn("pg-boss 10 jobs left for `npm run migrate` (the tables' owner) to move: this role may not");
      return { moved: 0, remains: false };
    });
    if (moved > 0) log.info({ moved }, 'webhook jobs moved from pg-boss 10');
    return remains;
  }

  /** Again every supervision, while a process of the previous release may still queue there. */
  function keepMovingPgBoss10() {
    if (stopping) return;
    nextPgBoss10Pass = setTimeout(() => {
      pgBoss10Pass = movePgBoss10().then(
        (remains) => remains && keepMovingPgBoss10(),
        (error: unknown) => {
          log.warn({ err: error }, 'moving webhook jobs from pg-boss 10 failed');
          keepMovingPgBoss10();
        },
      );
    }, superviseIntervalSeconds * 1000);
    nextPgBoss10Pass.unref();
  }

  async function deliver(message: WebhookMessage, signal: AbortSignal): Promise<void> {
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
      { development, signal: AbortSignal.any([signal, AbortSignal.timeout(deliveryTimeoutMs)]) },
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
    schema,
    /** `work: false`: the queue only (a command replaying dead letters), no deliveries from this process. */
    async start({ work = true }: { work?: boolean } = {}): Promise<void> {
      await boss.start({ attempts: START_ATTEMPTS });
      await ensureQueue(DEAD_LETTER_QUEUE);
      await ensureQueue(WEBHOOK_QUEUE, queueOptions);
      const pgBoss10Remains = await movePgBoss10();
      if (!work) return;
      if (pgBoss10Remains) keepMovingPgBoss10();
      await boss.work<WebhookMessage>(
        WEBHOOK_QUEUE,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          batchSize: 1,
          localConcurrency: DELIVERY_WORKERS,
          // A backlog (a partner back after an outage) is worked through without waiting a poll between messages.
          burstWhenReadyExceeds: DELIVERY_WORKERS,
        },
        async ([job]) => {
          if (!job) return;
          await deliver(job.data, job.signal).catch((error: unknown) => {
            // Logged, not only left in the queue's table: the partner, the message and why (never a body).
            const { partner, messageId } = job.data;
            log.warn({ partner, messageId, reason: failureReason(error) }, 'webhook delivery failed');
            throw error;
          });
        },
      );
    },
    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(nextPgBoss10Pass);
      await pgBoss10Pass;
      await boss.stop({ graceful: true, timeout: 5_000 });
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
    async figures(): Promise<WebhookQueueFigures> {
      // pg-boss's own job table (read-only here): its getQueueStats has counts but no age.
      const { rows } = await db.query<{ undelivered: string; oldest: string | null; dead: string }>(
        `select count(*) filter (where name = $1 and state in ('created', 'retry', 'active'))::text as undelivered,
                extract(epoch from now() - min(created_on) filter (where name = $1 and state in ('created', 'retry', 'active')))::text as oldest,
                count(*) filter (where name = $2 and state = 'created')::text as dead
           from ${schema}.job where name in ($1, $2)`,
        [WEBHOOK_QUEUE, DEAD_LETTER_QUEUE],
      );
      const row = rows[0];
      return {
        undelivered: Number(row?.undelivered ?? 0),
        oldestUndeliveredSeconds: Math.max(0, Number(row?.oldest ?? 0)),
        deadLetters: Number(row?.dead ?? 0),
      };
    },
    /** Sends every dead-lettered message again (after the partner fixed its endpoint); how many. */
    async replayDeadLetters(): Promise<number> {
      let replayed = 0;
      for (;;) {
        // Moved back as they were stored (the same body and webhook-id), with the queue's retries.
        const moved = await boss.redrive(DEAD_LETTER_QUEUE, { destination: WEBHOOK_QUEUE });
        if (moved === 0) return replayed;
        replayed += moved;
      }
    },
  };
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;

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
