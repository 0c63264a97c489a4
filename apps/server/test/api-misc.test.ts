import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.server.ts';
import { MIGRATIONS } from '../src/db/migrations/index.ts';
import { purgeExpired } from '../src/quotation/quotation-repo.server.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { asOwner, ownerCookieOf } from './helpers/owner.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

forEachDatabase('events, client errors, limits and health', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  const count = (table: string) => countRows(ctx.db, table);

  it('migrations are recorded and running them again changes nothing', async () => {
    const { rows } = await ctx.db.query<{ version: number; name: string }>(
      'select version, name from schema_migrations',
    );
    expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
    expect(await migrate(ctx.db)).toEqual([]);
  });

  describe('POST /api/events', () => {
    it('stores a batch and answers 204', async () => {
      const before = await count('analytics_events');
      const events = [
        { name: 'pageView', at: '2026-03-02T10:00:00.000Z', data: { page: '/' } },
        { name: 'quoteSubmission' },
      ];
      const response = await postJson(server.url, '/api/events', { events });
      expect(response.status).toBe(204);
      expect(await count('analytics_events')).toBe(before + 2);
      const { rows } = await ctx.db.query<{ payload: unknown }>(
        `select payload from analytics_events where name = 'pageView'`,
      );
      expect(rows[0]?.payload).toEqual({ at: '2026-03-02T10:00:00.000Z', data: { page: '/' } });
    });

    it('accepts a beacon sent as text/plain', async () => {
      const before = await count('analytics_events');
      const response = await fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ events: [{ name: 'expiryPageShown' }] }),
      });
      expect(response.status).toBe(204);
      expect(await count('analytics_events')).toBe(before + 1);
    });

    it.each([
      [{ events: [] }, 'events'],
      [{ events: Array.from({ length: 51 }, () => ({ name: 'x' })) }, 'events'],
      [{ events: [{ name: '' }] }, 'events.0.name'],
      [{ events: [{ name: 'a', at: 'yesterday' }] }, 'events.0.at'],
      [{ nope: 1 }, 'events'],
    ])('rejects %j naming %s, storing nothing', async (body, path) => {
      const before = await count('analytics_events');
      const response = await postJson(server.url, '/api/events', body);
      expect(response.status).toBe(400);
      const { issues } = (await response.json()) as { issues: { path: string }[] };
      expect(issues.map((issue) => issue.path)).toContain(path);
      expect(await count('analytics_events')).toBe(before);
    });
  });

  describe('POST /api/client-errors', () => {
    it('stores a report without the query string of its URL', async () => {
      const report = { message: 'Boom', url: 'http://localhost:3000/?firstName=Zed#x', attributes: { sawError: true } };
      const response = await postJson(server.url, '/api/client-errors', report);
      expect(response.status).toBe(204);
      const { rows } = await ctx.db.query<{ payload: Record<string, unknown> }>(
        `select payload from client_errors where payload->>'message' = 'Boom'`,
      );
      expect(rows[0]?.payload).toEqual({
        message: 'Boom',
        url: 'http://localhost:3000/',
        attributes: { sawError: true },
      });
    });

    it('stores a batch', async () => {
      const before = await count('client_errors');
      const response = await postJson(server.url, '/api/client-errors', {
        errors: [{ message: 'a' }, { message: 'b' }],
      });
      expect(response.status).toBe(204);
      expect(await count('client_errors')).toBe(before + 2);
    });

    it('rejects a report without a message', async () => {
      const response = await postJson(server.url, '/api/client-errors', { stack: 'x' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ issues: [{ path: 'message' }] });
    });

    it("names each bad field with zod's English message (the contracts use zod/mini, which ships none)", async () => {
      const response = await postJson(server.url, '/api/client-errors', { message: 'x'.repeat(2001), at: 'soon' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'The error report is not valid',
        issues: [
          { path: 'message', message: 'Too big: expected string to have <=2000 characters' },
          { path: 'at', message: 'Invalid ISO datetime' },
        ],
      });
    });
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

  it('behind a trusted proxy, rate-limits each forwarded client on its own; without one, X-Forwarded-For is ignored', async () => {
    const postFrom = (url: string, client: string) =>
      postJson(url, '/api/events', { events: [{ name: 'x' }] }, { 'x-forwarded-for': client });
    const proxied = await startTestApp(ctx.db, { config: { rateLimitPerMinute: 2, trustProxyHops: 1 } });
    try {
      const first = [await postFrom(proxied.url, '203.0.113.1'), await postFrom(proxied.url, '203.0.113.1')];
      expect(first.map((r) => r.status)).toEqual([204, 204]);
      expect((await postFrom(proxied.url, '203.0.113.1')).status).toBe(429);
      expect((await postFrom(proxied.url, '203.0.113.2')).status).toBe(204);
    } finally {
      await proxied.close();
    }
    // Not behind a proxy: a forged header must not buy a fresh budget.
    const direct = await startTestApp(ctx.db, { config: { rateLimitPerMinute: 2 } });
    try {
      await postFrom(direct.url, '203.0.113.1');
      await postFrom(direct.url, '203.0.113.2');
      expect((await postFrom(direct.url, '203.0.113.3')).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('rate-limits POST requests per client', async () => {
    const limited = await startTestApp(ctx.db, { config: { rateLimitPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await postJson(limited.url, '/api/events', { events: [{ name: 'x' }] })).status);
      }
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
      // Reads are not limited.
      expect((await fetch(`${limited.url}/api/health`)).status).toBe(200);
    } finally {
      await limited.close();
    }
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
      expect(await down.json()).toEqual({ status: 'unavailable' });
    });
  });
});
