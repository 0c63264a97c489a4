import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  QCO_STANDARD,
  SAVE_FOR_LATER_PATH,
  answerKeysOf,
  type Answers,
  type ResultResponse,
} from '@quickcheck/contracts';
import { NOT_PURGED, publicPeriodText, RETENTION } from '../src/config/retention.ts';
import type { Queryable } from '../src/db/db.ts';
import { backfillPersonKeys } from '../src/data-rights/person-keys-backfill.ts';
import { personExportJsonSchema } from '../src/data-rights/person-export-schema.ts';
import { funnel } from '../src/ops/ops-reports.ts';
import { findById } from '../src/quotation/quotation-store.ts';
import { createPartnerKey } from '../src/partner/partner-keys.ts';
import { setEndpoint } from '../src/partner/webhooks/webhook-endpoints.ts';
import { createWebhookQueue, type WebhookQueue } from '../src/partner/webhooks/webhook-queue.ts';
import { createPiiProtector } from '../src/security/pii-crypto.ts';
import { fetchForm, ordinaryAnswers, postJson } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { completeFrom, linkAccount, submitCheck } from './helpers/open-banking.ts';
import { csrfOf, type OpsBrowser } from './helpers/ops-browser.ts';
import { OpsOperators } from './helpers/ops-operators.ts';
import { ownerCookieOf } from './helpers/owner.ts';
import { startTestApp, TEST_KEYS, type TestApp } from './helpers/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from './helpers/test-smtp-server.ts';
import { startReceiver } from './helpers/webhook-receiver.ts';

const SCHEMA_FILE = new URL('../../../docs/data-export.schema.json', import.meta.url);
const DAY_MS = 24 * 60 * 60_000;
const pii = createPiiProtector(TEST_KEYS.piiKey);

/** The answers of a visitor on the third stage: about them and their address, as a saved check holds them. */
const firstTwoStages = (answers: Answers): Answers => {
  const keys = answerKeysOf({ ...QCO_STANDARD, stages: QCO_STANDARD.stages.slice(0, 2) }, answers);
  return Object.fromEntries(Object.entries(answers).filter(([key]) => keys.has(key)));
};

/**
 * Every column of every table, in the test's schema and the webhook queue's, that can hold text:
 * where a personal value could hide. Each table is named with its schema.
 */
async function textColumns(db: Queryable, jobsSchema: string) {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select case when c.table_schema = current_schema() then c.table_name
                 else c.table_schema || '.' || c.table_name end as table_name, c.column_name
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema in (current_schema(), $1) and t.table_type = 'BASE TABLE'
       and c.data_type in ('text', 'character varying', 'bytea', 'json', 'jsonb', 'ARRAY')`,
    [jobsSchema],
  );
  return rows;
}

/** A partner message as the webhook queue holds it: its job, state and what it sends. */
interface QueuedMessage {
  id: string;
  state: string;
  data: { partner: string; messageId: string; body: string };
}

forEachDatabase("a person's data on request (issue 36)", (ctx) => {
  let server: TestApp;
  let smtp: TestSmtpServer;
  /** The real webhook queue, in a schema of its own beside the test's (as the partner webhook tests run it). */
  let queue: WebhookQueue;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const operators = new OpsOperators(
    () => server,
    () => ctx.db,
  );
  // One person, spelt the same everywhere: a partner call, a check with open banking, a saved check.
  const person = ordinaryAnswers({
    'first-name': 'Philippa',
    'last-name': 'Refer',
    'date-of-birth': '03-09-1979',
    'email-address': `philippa.${ctx.kind}@example.com`,
    'mobile-number': '07700 900417',
    postcode: 'SW1A 2AA',
    'house-number': '77',
    'street-name': 'Quillfeather Row',
    'town-city': 'Pemberton Vale',
    'annual-income': '41234',
  });
  /** The values only this person's data holds (short common ones like '5' would match anything). */
  const personalValues = [
    'Philippa',
    person['date-of-birth']!,
    person['email-address']!,
    person['mobile-number']!,
    'SW1A 2AA',
    'SW1A2AA',
    'Quillfeather Row',
    'Pemberton Vale',
    '41234',
  ];
  const personHashes = [pii.identityHash(person), pii.contactHash(person), pii.personHash(person)!];
  let compliance: OpsBrowser;
  const references: string[] = [];
  /** The person's own check (the one with open banking). */
  let own: { id: string };
  /** The partner's messages about the person: open banking completed (delivered), the acceptance (not yet). */
  let delivered: QueuedMessage;
  let undelivered: QueuedMessage;
  let partnerQuotationId: string;

  /** The queue's message for one event of one quotation. */
  async function messageOf(event: string, quotationId: string): Promise<QueuedMessage | undefined> {
    const { rows } = await ctx.db.query<QueuedMessage>(
      `select id::text as id, state::text as state, data from ${queue.schema}.job where singleton_key = $1`,
      [`${event}:${quotationId}`],
    );
    return rows[0];
  }
  /** The message once the queue has brought it to `state` (delivered, or failed once and waiting). */
  const messageWhen = (event: string, quotationId: string, state: string) =>
    vi.waitFor(
      async () => {
        const message = await messageOf(event, quotationId);
        expect(message?.state).toBe(state);
        return message!;
      },
      { timeout: 30_000, interval: 100 },
    );

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const { rows: schemas } = await ctx.db.query<{ schema: string }>('select current_schema() as schema');
    queue = createWebhookQueue({
      db: ctx.db,
      pii,
      log: { info: () => {}, warn: () => {}, error: () => {} } as never,
      development: true,
      schema: `${schemas[0]!.schema}_jobs`,
      // A failed delivery waits an hour before its retry: the acceptance's message stays undelivered.
      retry: { retryLimit: 3, retryDelaySeconds: 3600, retryBackoff: false },
      pollingIntervalSeconds: 0.5,
    });
    await queue.start();
    receiver = await startReceiver();
    server = await startTestApp(ctx.db, { config: { smtpUrl: smtp.url }, webhooks: queue });
    await operators.add('dpo@ops.test', 'compliance');
    await operators.add('numbers@ops.test', 'analyst');
    compliance = await operators.signedIn('dpo@ops.test');
    await operators.signedIn('numbers@ops.test'); // enrolled now, while the enrolment link lasts

    // 1. Their own check, referred, then open banking: an offer (left open, so erasure is refused at first).
    const check = await submitCheck(server.url, person);
    own = { id: check.result.quotationId };
    const handBack = await linkAccount(server.url, check, 'healthy');
    expect((await completeFrom(server.url, handBack, check.cookie)).status).toBe(200);
    // 2. A partner call for the person (a referral: the partner API answers it). They continue by
    // its link through open banking (the partner is told, and takes the message), then accept
    // its offer while the partner's endpoint is failing (that message waits for its retry).
    await setEndpoint(ctx.db, pii, 'CLRS', receiver.url);
    const key = (await createPartnerKey(ctx.db, 'CLRS')).key;
    const partnerCall = await postJson(
      server.url,
      '/partner/v1/eligibility',
      { answers: person },
      {
        authorization: `Bearer ${key}`,
      },
    );
    expect(partnerCall.status).toBe(200);
    const { continueUrl, applicationId } = (await partnerCall.json()) as { continueUrl: string; applicationId: string };
    partnerQuotationId = applicationId;
    const continued = {
      result: { quotationId: applicationId } as ResultResponse,
      cookie: ownerCookieOf(await fetch(continueUrl, { redirect: 'manual' })),
    };
    const partnerHandBack = await linkAccount(server.url, continued, 'healthy');
    const offered = await completeFrom(server.url, partnerHandBack, continued.cookie);
    expect(offered.status).toBe(200);
    const { token } = (await offered.json()) as { token: string };
    delivered = await messageWhen('open_banking.completed', applicationId, 'completed');
    receiver.respondWith([500]);
    expect((await postJson(server.url, '/api/agreement/accept', { token })).status).toBe(200);
    undelivered = await messageWhen('agreement.accepted', applicationId, 'retry');
    expect(receiver.received.map((each) => JSON.parse(each.body) as { type: string })).toMatchObject([
      { type: 'open_banking.completed' },
      { type: 'agreement.accepted' },
    ]);
    // 3. A check saved to come back to.
    const form = await fetchForm(server.url);
    const saved = await postJson(
      server.url,
      `/api${SAVE_FOR_LATER_PATH}`,
      {
        email: person['email-address'],
        definitionId: QCO_STANDARD.id,
        stageId: QCO_STANDARD.stages[2]!.id,
        answers: firstTwoStages(person),
      },
      { 'Session-Id': form.payload.sessionId },
    );
    expect(saved.status).toBe(202);
    await smtp.waitForMessage(person['email-address']!, 0);
    const { rows } = await ctx.db.query<{ reference: string }>('select reference from quotations order by created_at');
    references.push(...rows.map((row) => row.reference));
    expect(references).toHaveLength(2);
  });
  afterAll(async () => {
    await server?.close();
    await queue?.stop();
    await receiver?.close();
    await smtp?.close();
    if (queue) await ctx.db.query(`drop schema if exists ${queue.schema} cascade`);
  });

  /** Posts a form of the people page with its own token. */
  async function post(browser: OpsBrowser, path: string, fields: Record<string, string>) {
    const page = await browser.get('/ops/people');
    return browser.post(path, { csrf: csrfOf(page.text), ...fields });
  }
  const byEmail = { email: person['email-address']! };
  const byPerson = { surname: 'REFER ', dateOfBirth: '3/9/1979', postcode: 'sw1a2aa' };

  it('finds everything held about the person by each of the three keys, through keyed hashes', async () => {
    for (const key of [byEmail, { reference: references[0]!.toLowerCase() }, byPerson]) {
      const { response, text } = await post(compliance, '/ops/people', key);
      expect(response.status, JSON.stringify(key)).toBe(200);
      for (const reference of references) expect(text, JSON.stringify(key)).toContain(reference);
      expect(text).toMatch(/<caption>Open-banking consents and summaries<\/caption>[\s\S]*completed/);
      expect(text).toMatch(
        /<caption>Saved checks<\/caption>[\s\S]*your-finances|<caption>Saved checks<\/caption>[\s\S]*<td>no<\/td>/,
      );
      expect(text).toContain('partner call');
      expect(text).toContain('CLRS');
      expect(text, JSON.stringify(key)).toMatch(
        new RegExp(`webhook ${delivered.id}</th><td>open_banking.completed</td>.*<td>delivered</td>`),
      );
      expect(text, JSON.stringify(key)).toMatch(
        new RegExp(`webhook ${undelivered.id}</th><td>agreement.accepted</td>.*<td>not delivered \\(retry\\)</td>`),
      );
    }
    const wrong = await post(compliance, '/ops/people', { reference: 'QC-0000-0001' });
    expect(wrong.response.status).toBe(400);
    expect(wrong.text).toContain('That is not a quote reference');
    const nobody = await post(compliance, '/ops/people', { email: 'nobody@example.com' });
    expect(nobody.text).toContain('Nothing is held under that key.');
  });

  it('finds rows stored before the keys existed once the start-up back-fill has run', async () => {
    await ctx.db.query('update quotations set contact_hash = null, person_hash = null');
    await ctx.db.query('update saved_checks set person_hash = null');
    const before = await post(compliance, '/ops/people', byPerson);
    expect(before.text).toContain('Nothing is held under that key.');
    expect(await backfillPersonKeys(ctx.db, pii)).toBe(3);
    const after = await post(compliance, '/ops/people', byPerson);
    for (const reference of references) expect(after.text).toContain(reference);
    // Idempotent: nothing left to fill.
    expect(await backfillPersonKeys(ctx.db, pii)).toBe(0);
  });

  it('exports every value held as JSON that meets its documented schema, and as a printable page; never stored', async () => {
    const corrected = await post(compliance, '/ops/people/correct', {
      ...byEmail,
      quotationId: (await ctx.db.query<{ id: string }>('select id from quotations order by created_at limit 1'))
        .rows[0]!.id,
      note: 'Their house number is 77A, not 77',
    });
    expect(corrected.response.status).toBe(200);
    expect(corrected.text).toContain('Correction kept beside');

    const json = await post(compliance, '/ops/people/export', { ...byEmail, format: 'json' });
    expect(json.response.status).toBe(200);
    expect(json.response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="person-export-[\d-]+\.json"$/,
    );
    const exported = JSON.parse(json.text) as {
      records: { kind: string; id: string; sharedWith: string[]; values: Record<string, unknown> }[];
      retention: { keptFor: string }[];
    };
    // How long each kind is kept, in the plain words of the public page: no configuration setting's name.
    expect(exported.retention.map((line) => line.keptFor)).toEqual([
      ...RETENTION.map((rule) => publicPeriodText(rule.period)),
      NOT_PURGED.keptFor,
    ]);
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object;
    expect(schema, 'docs/data-export.schema.json is made from person-export-schema.ts').toEqual(
      JSON.parse(JSON.stringify(personExportJsonSchema())),
    );
    const validate = addFormats.default(new Ajv2020({ allErrors: true, strict: false })).compile(schema);
    expect(validate(exported), JSON.stringify(validate.errors)).toBe(true);
    for (const value of [...personalValues.filter((v) => v !== 'SW1A2AA'), 'Their house number is 77A, not 77'])
      expect(json.text, value).toContain(value);
    const kinds = new Set(exported.records.map((record) => record.kind));
    for (const kind of [
      'quotation',
      'decision',
      'decision-inputs',
      'open-banking',
      'saved-check',
      'partner-call',
      'webhook-message',
      'correction',
    ])
      expect(kinds, kind).toContain(kind);
    // Each message to the partner, with the exact payload it was (or will be) sent.
    const messages = exported.records.filter((record) => record.kind === 'webhook-message');
    expect(messages.map((record) => [record.id, record.values])).toEqual(
      [delivered, undelivered].map((message) => [
        message.id,
        {
          event: JSON.parse(message.data.body).type,
          delivered: message === delivered,
          partner: 'CLRS',
          messageId: message.data.messageId,
          payload: message.data.body,
        },
      ]),
    );
    for (const record of messages) expect(record.sharedWith).toEqual(['Partner CLRS']);
    expect(exported.records.flatMap((record) => record.sharedWith)).toContain('Partner CLRS');
    // The bank's figures the open-banking decision was made on.
    expect(json.text).toContain('"summary.monthlyIncome"');

    const html = await post(compliance, '/ops/people/export', { ...byEmail, format: 'html' });
    expect(html.response.headers.get('content-type')).toContain('text/html');
    expect(html.response.headers.get('content-disposition')).toMatch(/\.html"$/);
    for (const value of ['Philippa', 'Quillfeather Row', 'Their house number is 77A, not 77', 'How long we keep data'])
      expect(html.text).toContain(value);
    expect(html.text).toContain('@media print');
  });

  it('erases every personal value, refusing while the offer can still be accepted; the decision record and the funnel stay', async () => {
    const filter = { brand: 'all', channel: 'all', from: '2026-01-01', to: '2026-12-31' } as const;
    const counted = () => funnel(ctx.db, filter, server.clock.now(), 20);
    const fields = { ...byEmail, reason: 'erasure-request', confirm: 'yes' };
    const refused = await post(compliance, '/ops/people/erase', fields);
    expect(refused.response.status).toBe(409);
    expect(refused.text).toContain('can still be accepted');

    server.clock.advance(31 * DAY_MS); // the offer has ended (and the operator's session with it)
    compliance = await operators.signedIn('dpo@ops.test');
    const before = await counted();
    const unconfirmed = await post(compliance, '/ops/people/erase', { ...fields, confirm: '' });
    expect(unconfirmed.response.status).toBe(400);
    expect(await findById(ctx.db, own.id)).toBeDefined();
    const erased = await post(compliance, '/ops/people/erase', fields);
    expect(erased.response.status).toBe(200);
    expect(erased.text).toContain('Erased: 2 quotation(s)');
    expect(erased.text).toContain('1 undelivered partner message(s) deleted');
    expect(await counted()).toEqual(before);

    // No personal value, nor any of its hashes, nor the payload not yet delivered, in any text
    // column of any table (the webhook queue's included).
    const columns = await textColumns(ctx.db, queue.schema);
    for (const where of [
      'quotations.contact_hash',
      'saved_checks.answers_encrypted',
      'ops_audit_log.detail',
      `${queue.schema}.job.data`,
    ])
      expect(columns.map((each) => `${each.table_name}.${each.column_name}`)).toContain(where);
    for (const { table_name: table, column_name: column } of columns) {
      for (const value of [...personalValues, ...personHashes, undelivered.data.messageId]) {
        const { rows } = await ctx.db.query<{ n: unknown }>(
          `select count(*) as n from ${table} where position(lower($1) in lower("${column}"::text)) > 0`,
          [value],
        );
        expect(Number(rows[0]?.n), `${value} in ${table}.${column}`).toBe(0);
      }
    }
    // The pseudonymised decision records stay, with their stated retention.
    const { rows } = await ctx.db.query<Record<string, unknown>>(
      'select reference, reason, engine_version, brand, decision, erased_at, purge_after, created_at from quotations order by created_at',
    );
    expect(rows.map((row) => row.reference)).toEqual(references);
    for (const row of rows) {
      expect(row.reason).not.toBeNull();
      expect(row.engine_version).not.toBeNull();
      expect(row.erased_at).not.toBeNull();
      const sixYears = new Date(row.created_at as string);
      sixYears.setUTCFullYear(sixYears.getUTCFullYear() + 6);
      expect(new Date(row.purge_after as string).toISOString()).toBe(sixYears.toISOString());
    }
    // The message the partner took stays, as the record of what was shared with it.
    expect(await messageOf('agreement.accepted', partnerQuotationId)).toBeUndefined();
    expect(await messageOf('open_banking.completed', partnerQuotationId)).toEqual(delivered);
    // The visitor's reads (edit mode, the result by reference) find nothing of it any more: gone, not an error.
    expect(await findById(ctx.db, own.id)).toBeUndefined();
    // A second look-up finds nothing personal: by e-mail nothing; by reference only the pseudonymised record.
    expect((await post(compliance, '/ops/people', byEmail)).text).toContain('Nothing is held under that key.');
    const again = await post(compliance, '/ops/people', { reference: references[1]! });
    expect(again.text).toContain('pseudonymised decision only');
    expect(again.text).not.toContain('Philippa');
    // The decision look-up says when the answers went and what is kept; it offers no replay on inputs that are gone.
    const erasedOn = `${server.clock.now().toISOString().replace('T', ' ').slice(0, 19)} UTC`;
    for (const reference of references) {
      const decision = await compliance.get(`/ops/decisions?q=${reference}`);
      expect(decision.response.status).toBe(200);
      expect(decision.text).toContain(
        `The person&#x27;s answers were erased on ${erasedOn}: what is kept is the pseudonymised decision`,
      );
      expect(decision.text).toContain(`The inputs the engine used were erased on ${erasedOn}.`);
      expect(decision.text).not.toMatch(/Replayed by engine|Could not replay|No stored inputs/);
      expect(decision.text).not.toContain('Philippa');
    }
    const audit = await ctx.db.query<{ action: string; detail: Record<string, unknown> | string }>(
      "select action, detail from ops_audit_log where action like 'person-%' order by id",
    );
    const actions = audit.rows.map((row) => row.action);
    for (const action of ['person-find', 'person-export', 'person-correction', 'person-erase-refused', 'person-erase'])
      expect(actions).toContain(action);
    expect(JSON.stringify(audit.rows)).toContain('erasure-request');
  });

  it('keeps requests as work: received, identity checked by whom, due a month on, done', async () => {
    const page = await compliance.get('/ops/requests');
    const opened = await compliance.post('/ops/requests', {
      csrf: csrfOf(page.text),
      kind: 'erasure',
      receivedOn: '2026-01-31',
      identityMethod: 'email-confirmed',
      quoteReference: references[0]!,
    });
    expect(opened.response.status).toBe(303);
    const listed = await compliance.get('/ops/requests');
    expect(listed.text).toContain('2026-02-28 (overdue)');
    expect(listed.text).toContain('dpo@ops.test: They confirmed from the e-mail address the data holds');
    const id = /name="id" value="([^"]+)"/.exec(listed.text)![1]!;
    const done = await compliance.post('/ops/requests/done', { csrf: csrfOf(listed.text), id });
    expect(done.response.status).toBe(303);
    expect((await compliance.get('/ops/requests')).text).toContain('No request is open.');
    const future = await compliance.post('/ops/requests', {
      csrf: csrfOf(listed.text),
      kind: 'access',
      receivedOn: '2099-01-01',
      identityMethod: 'call-back',
    });
    expect(future.response.status).toBe(400);
    expect(future.text).toContain('today or earlier');
  });

  describe('an analyst', () => {
    it('cannot reach any of it', async () => {
      const analyst = await operators.signedIn('numbers@ops.test');
      const menu = await analyst.get('/ops');
      expect(menu.text).not.toContain('/ops/people');
      expect(menu.text).not.toContain('/ops/requests');
      for (const path of ['/ops/people', '/ops/requests']) expect((await analyst.get(path)).response.status).toBe(403);
      for (const path of [
        '/ops/people',
        '/ops/people/export',
        '/ops/people/erase',
        '/ops/people/correct',
        '/ops/requests',
      ])
        expect(
          (await analyst.post(path, { csrf: csrfOf(menu.text), ...byEmail, format: 'json' })).response.status,
        ).toBe(403);
    });
  });
});
