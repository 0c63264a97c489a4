import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { createPiiProtector } from '../src/security/pii-crypto.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { CANARY, expectNoCanary, telemetryText } from './helpers/telemetry-rows.ts';
import { startTestApp, TEST_KEYS, type TestApp } from './helpers/test-app.ts';

const person = ordinaryAnswers({
  'first-name': CANARY.name,
  'last-name': CANARY.lastName,
  'email-address': CANARY.email,
  'mobile-number': CANARY.phone,
  postcode: CANARY.postcode,
  'street-name': `${CANARY.name} Terrace`,
});

/** Every row of every table of ours, as the text a database dump would hold. */
async function allRows(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const dump: Record<string, string> = {};
  for (const { table_name } of rows) {
    const content = await db.query(`select row_to_json(t)::text as row from "${table_name}" t`);
    dump[table_name] = JSON.stringify(content.rows);
  }
  return dump;
}

forEachDatabase('canary through a whole journey', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  it('personal data reaches no log line and no telemetry row, and the quotation holds it only encrypted', async () => {
    const url = server.url;
    // The page and the form, with the name in their queries (prefill links carry names).
    await fetch(`${url}/?firstName=${CANARY.name}&lastName=${CANARY.lastName}`);
    const form = await fetchForm(url, `consumerName=QCHK&s=${CANARY.name}&oemc=${CANARY.lastName}`);
    const session = { 'Session-Id': form.payload.sessionId };
    for (const stageId of ['about-you', 'your-address', 'your-finances']) {
      expect((await postJson(url, '/api/stage', { stageId, answers: person }, session)).status).toBe(200);
    }
    expect(
      (
        await postJson(
          url,
          '/api/stage',
          { stageId: 'about-you', answers: { ...person, 'date-of-birth': 'x' } },
          session,
        )
      ).status,
    ).toBe(200);
    expect((await postJson(url, '/api/address-lookup', { postcode: CANARY.postcode }, session)).status).toBe(200);
    const answer = await postJson(url, '/api/quotation', submissionFor(form, person));
    expect(answer.status).toBe(200);
    const result = (await answer.json()) as { quotationId: string; token: string; reason: string };
    expect(result.reason).toBe('MATCH_AND_OFFER');
    expect((await fetch(`${url}/api/agreement?token=${result.token}`)).status).toBe(200);
    expect((await postJson(url, '/api/agreement/accept', { token: result.token })).status).toBe(200);
    // Refused requests carry it too.
    await postJson(url, '/api/quotation', submissionFor(form, { ...person, 'first-name': '' }));
    await postJson(url, '/api/stage', { stageId: CANARY.name, answers: person }, session);
    // And the browser's telemetry, as a careless page might send it.
    await postJson(url, '/api/events', {
      events: [
        { name: 'pageView', data: { path: `/?firstName=${CANARY.name}`, email: CANARY.email, who: CANARY.name } },
      ],
    });
    await postJson(url, '/api/client-errors', {
      message: `Could not save ${CANARY.name} ${CANARY.lastName} <${CANARY.email}> ${CANARY.phone} ${CANARY.postcode}`,
      stack: `Error: ${CANARY.email}\n    at save (http://localhost:3000/assets/a.js?who=${CANARY.name}:1:2)`,
      url: `http://localhost:3000/?firstName=${CANARY.name}`,
    });

    expectNoCanary(server.logText(), 'the log');
    expectNoCanary(await telemetryText(ctx.db), 'the telemetry tables');
    const dump = await allRows(ctx.db);
    for (const [table, text] of Object.entries(dump)) expectNoCanary(text, `table ${table}`);

    // It is stored: encrypted, readable only with the key.
    const { rows } = await ctx.db.query<{ answers_encrypted: string }>(
      'select answers_encrypted from quotations where id = $1',
      [result.quotationId],
    );
    const answers = createPiiProtector(TEST_KEYS.piiKey).decryptAnswers(rows[0]!.answers_encrypted);
    expect(answers).toMatchObject({
      'first-name': CANARY.name,
      'email-address': CANARY.email,
      postcode: CANARY.postcode,
    });
  });
});
