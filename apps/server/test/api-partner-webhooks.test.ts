import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers, ResultResponse } from '@quickcheck/contracts';
import { ORDINARY_APPLICANT } from '@quickcheck/contracts/fixtures';
import type { Db } from '../src/db/db.ts';
import { createPartnerKey, type PartnerCode } from '../src/partner/partner-keys.ts';
import { findEndpoint, rotateSecret, setEndpoint } from '../src/partner/webhooks/webhook-endpoints.ts';
import { verifyWebhook } from '../src/partner/webhooks/standard-webhooks.ts';
import { createWebhookQueue, type WebhookQueue } from '../src/partner/webhooks/webhook-queue.ts';
import { checkWebhookUrl, guardedLookup } from '../src/partner/webhooks/webhook-url.ts';
import { createPiiProtector } from '../src/security/pii-crypto.ts';
import { postJson } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { completeFrom, linkAccount } from './helpers/open-banking.ts';
import { ownerCookieOf } from './helpers/owner.ts';
import { startTestApp, TEST_KEYS, type TestApp } from './helpers/test-app.ts';
import { startReceiver } from './helpers/webhook-receiver.ts';

const pii = createPiiProtector(TEST_KEYS.piiKey);

type Verify = (secret: string, headers: IncomingHttpHeaders, body: string) => boolean;

/** The verification snippet of docs/partner-api.md, run as a partner would paste it. */
function documentedVerify(): Verify {
  const guide = readFileSync(fileURLToPath(new URL('../../../docs/partner-api.md', import.meta.url)), 'utf8');
  const snippet = /```js\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
  const code = snippet.replace(/^import .*$/m, '');
  expect(code).toContain('function verifyWebhook');
  return new Function('createHmac', 'timingSafeEqual', 'Buffer', `${code}\nreturn verifyWebhook;`)(
    createHmac,
    timingSafeEqual,
    Buffer,
  ) as Verify;
}

const METRICS_TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';
/** The most a delivery may take here: short, so a partner that never finishes is given up on within the test. */
const DELIVERY_TIME = 4_000;

/** A partner that answers 200's headers and then a byte a second, never ending: no socket is ever idle. */
async function startDrippingReceiver() {
  const received: string[] = [];
  const drips = new Set<NodeJS.Timeout>();
  let answering = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(String(request.headers['webhook-id']));
      answering += 1;
      response.writeHead(200, { 'content-type': 'text/plain' });
      const drip = setInterval(() => response.write('.'), 1_000);
      drips.add(drip);
      // The sender gave up (its time ran out): this answer is over.
      response.on('close', () => {
        clearInterval(drip);
        answering -= 1;
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/hooks`),
    received,
    /** Answers still being dripped. */
    answering: () => answering,
    close: () =>
      new Promise<void>((resolve) => {
        drips.forEach(clearInterval);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

forEachDatabase('partner webhooks', (ctx) => {
  let server: TestApp;
  let queue: WebhookQueue;
  let applicant = 0;
  /** What the queue logged as warnings: its fields and message. */
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];

  beforeAll(async () => {
    const { rows } = await ctx.db.query<{ schema: string }>('select current_schema() as schema');
    queue = createWebhookQueue({
      db: ctx.db,
      pii,
      log: {
        info: () => {},
        warn: (fields: Record<string, unknown>, message: string) => void warnings.push({ fields, message }),
        error: () => {},
      } as never,
      development: true,
      // Its own schema beside the test's: runs on one PostgreSQL never share jobs.
      schema: `${rows[0]?.schema ?? 'public'}_jobs`,
      retry: { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false },
      pollingIntervalSeconds: 0.5,
      deliveryTimeoutMs: DELIVERY_TIME,
    });
    await queue.start();
    server = await startTestApp(ctx.db, { webhooks: queue, metricsToken: METRICS_TOKEN });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await queue?.stop();
  });

  /** A partner's applicant who continues by the link and reaches the agreement: the offer's token. */
  async function applicantOffered(partner: PartnerCode): Promise<{ applicationId: string; token: string }> {
    const { key } = await createPartnerKey(ctx.db, partner);
    const answers: Answers = { ...ORDINARY_APPLICANT, 'first-name': `Hook${'abcdefgh'[applicant++]}` };
    const asked = await postJson(
      server.url,
      '/partner/v1/eligibility',
      { answers },
      { authorization: `Bearer ${key}` },
    );
    const { continueUrl, applicationId } = (await asked.json()) as { continueUrl: string; applicationId: string };
    // An offer's link opens straight at the agreement.
    const opened = await fetch(continueUrl, { redirect: 'manual' });
    const token = new URL(opened.headers.get('location')!).searchParams.get('token');
    if (!token) throw new Error('The continue link did not open the agreement');
    return { applicationId, token };
  }

  /** A partner's applicant who continues by the link and accepts the offer on the agreement page. */
  async function applicantAccepts(partner: PartnerCode): Promise<string> {
    const { applicationId, token } = await applicantOffered(partner);
    const accepted = await postJson(server.url, '/api/agreement/accept', { token });
    expect(accepted.status).toBe(200);
    return applicationId;
  }

  const eventually = { timeout: 30_000, interval: 100 };

  it('tells the partner when an applicant it sent completes open banking', async () => {
    const receiver = await startReceiver();
    try {
      const [secret] = await setEndpoint(ctx.db, pii, 'USWC', receiver.url);
      const { key } = await createPartnerKey(ctx.db, 'USWC');
      const answers: Answers = { ...ORDINARY_APPLICANT, 'last-name': 'Refer', 'first-name': 'Openbanking' };
      const asked = await postJson(
        server.url,
        '/partner/v1/eligibility',
        { answers },
        { authorization: `Bearer ${key}` },
      );
      const { continueUrl, applicationId, openBankingReferral } = (await asked.json()) as {
        continueUrl: string;
        applicationId: string;
        openBankingReferral: boolean;
      };
      expect(openBankingReferral).toBe(true);
      const cookie = ownerCookieOf(await fetch(continueUrl, { redirect: 'manual' }));
      const check = { result: { quotationId: applicationId } as ResultResponse, cookie };
      const handBack = await linkAccount(server.url, check, 'healthy');
      expect((await completeFrom(server.url, handBack, cookie)).status).toBe(200);
      await expect.poll(() => receiver.received.length, eventually).toBe(1);
      const [delivery] = receiver.received;
      expect(verifyWebhook(secret!, delivery!.headers, delivery!.body)).toBe(true);
      expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'open_banking.completed', data: { applicationId } });
      // The hand-back again (a reload of the pending page) answers the stored result and queues nothing more.
      expect((await completeFrom(server.url, handBack, cookie)).status).toBe(200);
      expect(await jobsFor('open_banking.completed', applicationId)).toBe(1);
    } finally {
      await receiver.close();
    }
  });

  it('signs by Standard Webhooks and, after three failures, delivers the acceptance exactly once more', async () => {
    const receiver = await startReceiver([500, 503, 500]);
    try {
      const [secret] = await setEndpoint(ctx.db, pii, 'CLRS', receiver.url);
      const applicationId = await applicantAccepts('CLRS');
      await expect.poll(() => receiver.received.length, eventually).toBe(4);
      const ids = new Set(receiver.received.map((each) => each.headers['webhook-id']));
      expect(ids.size).toBe(1);
      const verify = documentedVerify();
      for (const delivery of receiver.received) {
        expect(verify(secret!, delivery.headers, delivery.body)).toBe(true);
        expect(verify(secret!, delivery.headers, delivery.body.replace('agreement', 'agreemenT'))).toBe(false);
        expect(verifyWebhook(secret!, delivery.headers, delivery.body)).toBe(true);
        expect(verifyWebhook(secret!, delivery.headers, delivery.body.replace('agreement', 'agreemenT'))).toBe(false);
      }
      expect(JSON.parse(receiver.received[3]!.body)).toMatchObject({
        type: 'agreement.accepted',
        data: { applicationId },
      });
      // Delivered: nothing left to send to this partner, so no fifth request ever comes.
      await expect.poll(() => pendingJobs(), eventually).toBe(0);
      expect(receiver.received).toHaveLength(4);
      // Each failure was logged with its reason, naming the partner and the message only.
      const messageId = receiver.received[0]!.headers['webhook-id'];
      const failures = warnings.filter(({ fields }) => fields.partner === 'CLRS');
      expect(failures).toEqual(
        [500, 503, 500].map((status) => ({
          fields: { partner: 'CLRS', messageId, reason: `The partner answered ${status}` },
          message: 'webhook delivery failed',
        })),
      );
    } finally {
      await receiver.close();
    }
  });

  it("queues the message in the acceptance's own transaction: rolled back, nothing; committed, exactly one", async () => {
    const receiver = await startReceiver();
    // The same app over a database whose transactions die just before COMMIT (a crash mid-acceptance).
    const dying: Db = {
      query: (sql, params) => ctx.db.query(sql, params),
      transaction: (fn) =>
        ctx.db.transaction(async (tx) => {
          await fn(tx);
          throw new Error('The process died before COMMIT');
        }),
      close: async () => {},
    };
    const crashing = await startTestApp(dying, { webhooks: queue });
    try {
      await setEndpoint(ctx.db, pii, 'MSE', receiver.url);
      const { applicationId, token } = await applicantOffered('MSE');
      const failed = await postJson(crashing.url, '/api/agreement/accept', { token });
      expect(failed.status).toBe(500);
      expect(await jobsFor('agreement.accepted', applicationId)).toBe(0);
      const offer = await fetch(`${server.url}/api/agreement?token=${token}`);
      expect(await offer.json()).toMatchObject({ accepted: false });

      const accepted = await postJson(server.url, '/api/agreement/accept', { token });
      expect(accepted.status).toBe(200);
      expect(await jobsFor('agreement.accepted', applicationId)).toBe(1);
      // A second click records nothing new, so it tells nothing new.
      expect((await postJson(server.url, '/api/agreement/accept', { token })).status).toBe(200);
      expect(await jobsFor('agreement.accepted', applicationId)).toBe(1);
      await expect.poll(() => receiver.received.length, eventually).toBe(1);
    } finally {
      await crashing.close();
      await receiver.close();
    }
  });

  it('signs with both secrets while one rotates, and a 410 disables the endpoint', async () => {
    const receiver = await startReceiver([410]);
    try {
      const [oldSecret] = await setEndpoint(ctx.db, pii, 'TOTM', receiver.url);
      const [newSecret] = await rotateSecret(ctx.db, pii, 'TOTM');
      await applicantAccepts('TOTM');
      await expect.poll(() => receiver.received.length, eventually).toBe(1);
      const [delivery] = receiver.received;
      expect(verifyWebhook(oldSecret!, delivery!.headers, delivery!.body)).toBe(true);
      expect(verifyWebhook(newSecret!, delivery!.headers, delivery!.body)).toBe(true);
      await expect.poll(async () => (await findEndpoint(ctx.db, pii, 'TOTM'))?.disabled, eventually).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('dead-letters a message every retry failed, and replays it once the partner is back', async () => {
    const receiver = await startReceiver([500, 500, 500, 500]);
    try {
      await setEndpoint(ctx.db, pii, 'CTM', receiver.url);
      await applicantAccepts('CTM');
      await expect.poll(() => deadJobs(), eventually).toBe(1);
      expect(receiver.received).toHaveLength(4);
      // What the dead-letter alert reads.
      expect(await queueFigures()).toEqual({ dead: 1, undelivered: 0 });
      expect(await queue.replayDeadLetters()).toBe(1);
      await expect.poll(() => receiver.received.length, eventually).toBe(5);
      await expect.poll(() => queueFigures(), eventually).toEqual({ dead: 0, undelivered: 0 });
      expect(receiver.received[4]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    } finally {
      await receiver.close();
    }
  });

  it('delivers to other partners while one never finishes its answer, then gives up on that one and retries it', async () => {
    const dripping = await startDrippingReceiver();
    const receiver = await startReceiver();
    try {
      await setEndpoint(ctx.db, pii, 'MCU', dripping.url);
      await setEndpoint(ctx.db, pii, 'EXPR', receiver.url);
      const slow = await applicantOffered('MCU');
      const other = await applicantOffered('EXPR');
      // Both accepted at once: the two messages wait in the queue together.
      for (const { token } of [slow, other]) {
        expect((await postJson(server.url, '/api/agreement/accept', { token })).status).toBe(200);
      }
      await expect.poll(() => receiver.received.length, eventually).toBe(1);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ data: { applicationId: other.applicationId } });
      // Delivered beside the slow partner's answer, not after it: that one is still coming, a byte a second.
      expect(dripping.received).toHaveLength(1);
      expect(dripping.answering()).toBe(1);
      // Its time ran out: it failed and is retried, with the same webhook-id.
      await expect.poll(() => dripping.received.length, eventually).toBeGreaterThanOrEqual(2);
      expect(new Set(dripping.received).size).toBe(1);
      expect(warnings.some(({ fields }) => fields.partner === 'MCU')).toBe(true);
    } finally {
      await dripping.close();
      await receiver.close();
    }
  });

  /** The webhook queue's figures as Prometheus scrapes them. */
  async function queueFigures() {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await response.text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    return { dead: value('quickcheck_webhook_dead_letters'), undelivered: value('quickcheck_webhook_undelivered') };
  }

  async function countIn(queueName: string, states: string[]) {
    const { rows } = await ctx.db.query<{ n: unknown }>(
      `select count(*) as n from ${queue.schema}.job where name = $1 and state = any($2::text[]::${queue.schema}.job_state[])`,
      [queueName, states],
    );
    return Number(rows[0]?.n);
  }
  /** Every job, in any state, for one event of one quotation. */
  async function jobsFor(event: string, quotationId: string) {
    const { rows } = await ctx.db.query<{ n: unknown }>(
      `select count(*) as n from ${queue.schema}.job where singleton_key = $1`,
      [`${event}:${quotationId}`],
    );
    return Number(rows[0]?.n);
  }
  const pendingJobs = () => countIn('partner-webhooks', ['created', 'retry', 'active']);
  const deadJobs = () => countIn('partner-webhooks-dead', ['created']);
});

describe('webhook URLs (no server-side request forgery)', () => {
  it('refuses http, credentials and internal addresses outside development', () => {
    const production = { development: false };
    for (const url of [
      'http://partner.example/hooks',
      'https://user:pass@partner.example/hooks',
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://[::1]/hooks',
      'https://169.254.169.254/latest',
      'https://localhost/hooks',
      'not a url',
    ]) {
      expect(() => checkWebhookUrl(url, production), url).toThrow();
    }
    expect(checkWebhookUrl('https://partner.example/hooks', production).host).toBe('partner.example');
    expect(checkWebhookUrl('http://127.0.0.1:4000/hooks', { development: true }).port).toBe('4000');
  });

  it('refuses, on connection, a name that resolves to an internal address', async () => {
    const lookup = guardedLookup({ development: false });
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('localhost', {}, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe('EREFUSEDINTERNAL');
  });
});
