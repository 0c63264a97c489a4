import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '../src/db/migrate.ts';
import { purgeExpired } from '../src/quotation/quotation-store.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { asOwner, ownerCookieOf } from './helpers/owner.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

forEachDatabase('migrations, body limits, logs, purge and health', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  it('migrations are recorded and running them again changes nothing', async () => {
    const { rows } = await ctx.db.query<{ version: number; name: string }>(
      'select version, name from schema_migrations',
    );
    expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
    expect(await migrate(ctx.db)).toEqual([]);
  });

  it('rejects bodies over 64 KB with 413 and malformed JSON with 400', async () => {
    const big = await postJson(server.url, '/api/events', {
      events: [{ name: 'x', data: { pad: 'x'.repeat(70_000) } }],
    });
    expect(big.status).toBe(413);
    const broken = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"events":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toHaveProperty('issues');
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('never writes personal data to the log', async () => {
    const person = ordinaryAnswers({
      'first-name': 'Zebedee',
      'last-name': 'Quixotically',
      'email-address': 'zebedee.q@example.org',
      'mobile-number': '07700 900123',
      'date-of-birth': '29-02-1988',
      postcode: 'QX9 8ZQ',
      'street-name': 'Xylophone Terrace',
    });
    const form = await fetchForm(server.url);
    const result = (await (await postJson(server.url, '/api/quotation', submissionFor(form, person))).json()) as {
      quotationId: string;
    };
    await fetch(`${server.url}/api/quotation/${result.quotationId}`);
    await fetch(`${server.url}/?firstName=Zebedee&lastName=Quixotically`);
    await postJson(
      server.url,
      '/api/stage',
      { stageId: 'about-you', answers: person },
      { 'Session-Id': form.payload.sessionId },
    );
    await postJson(
      server.url,
      '/api/address-lookup',
      { postcode: 'QX9 8ZQ' },
      { 'Session-Id': form.payload.sessionId },
    );
    await postJson(server.url, '/api/quotation', submissionFor(form, { ...person, 'first-name': '' }));
    await postJson(server.url, '/api/quotation', submissionFor(form, { ...person, 'last-name': 'Error' }));

    const log = server.logText();
    expect(log).toContain('"route":"/api/quotation"');
    expect(log).toContain('"status":400');
    for (const secret of [
      'Zebedee',
      'Quixotically',
      'zebedee.q',
      '900123',
      '29-02-1988',
      'QX9',
      'Xylophone',
      form.token,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('purges a quotation three years after its last use; reading it back is not a use', async () => {
    const form = await fetchForm(server.url);
    const answer = await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
    const owner = ownerCookieOf(answer);
    const result = (await answer.json()) as { quotationId: string };
    const exists = async () =>
      (await ctx.db.query('select 1 from quotations where id = $1', [result.quotationId])).rows.length === 1;
    const day = 24 * 60 * 60 * 1000;
    const decidedAt = server.clock.now().getTime();
    // Its owner reading it for edit mode a few minutes later leaves the three years where they were.
    server.clock.advance(5 * 60 * 1000);
    expect((await fetch(`${server.url}/api/quotation/${result.quotationId}`, asOwner(owner))).status).toBe(200);
    await purgeExpired(ctx.db, new Date(decidedAt + 3 * 365 * day - 2 * day));
    expect(await exists()).toBe(true);
    await purgeExpired(ctx.db, new Date(decidedAt + 3 * 365 * day + 2 * day));
    expect(await exists()).toBe(false);
  });

  describe('GET /api/health', () => {
    it('is ok while the database answers, and 503 once it is closed', async () => {
      const ok = await fetch(`${server.url}/api/health`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ status: 'ok' });
      // Last test of the block: the database stays closed (afterAll tolerates a second close).
      await ctx.db.close();
      const down = await fetch(`${server.url}/api/health`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', problems: ['database-unreachable'] });
    });
  });
});
