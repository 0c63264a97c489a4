import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { rawGet } from './helpers/raw-http.ts';
import { expectSecurityHeaders } from './helpers/security-headers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const TABLES = ['quotations', 'agreement_acceptances', 'analytics_events', 'client_errors'];

forEachDatabase('headers and error shapes', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  const rowCounts = () => Promise.all(TABLES.map((table) => countRows(ctx.db, table)));

  it('every /api answer says no-store and carries the security headers: success, 400, 401, 404, 413, 415 and a malformed path escape', async () => {
    const answers = [
      await fetch(`${server.url}/api/health`),
      await postJson(server.url, '/api/events', { events: [{ name: 'pageView' }] }),
      await postJson(server.url, '/api/events', { events: [] }),
      await postJson(server.url, '/api/agreement/accept', { token: 'not-a-token' }),
      await fetch(`${server.url}/api/nope`),
      await postJson(server.url, '/api/client-errors', { message: 'x'.repeat(20_000) }),
      await fetch(`${server.url}/api/stage`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 204, 400, 401, 404, 413, 415]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    for (const answer of [...answers, await fetch(`${server.url}/api/form?consumerName=QCHK`)])
      expectSecurityHeaders(answer);

    const badEscape = await rawGet(server.url, '/api/quotation/%E0%A4%A');
    expect(badEscape.status).toBe(400);
    expect(badEscape.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(badEscape.body.toString())).toEqual({
      error: 'The request address is not valid',
      issues: [{ path: '(url)', message: 'FST_ERR_BAD_URL' }],
    });
  });

  it('text/plain is read only by the two beacon endpoints; every other POST answers 415 and stores nothing', async () => {
    const before = await rowCounts();
    const posts = ['/api/quotation', '/api/stage', '/api/address-lookup', '/api/agreement/accept'];
    for (const path of posts) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'Session-Id': crypto.randomUUID() },
        body: JSON.stringify({ postcode: 'AB1 2CD', stageId: 'about-you', answers: {}, token: 'x' }),
      });
      expect({ path, status: response.status }).toEqual({ path, status: 415 });
      expect(await response.json()).toEqual({ error: 'The request body must be JSON' });
    }
    const form = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'events=1',
    });
    expect(form.status).toBe(415);
    expect(await rowCounts()).toEqual(before);
  });

  it('malformed JSON gets 400 in our shape', async () => {
    const response = await fetch(`${server.url}/api/quotation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"formResponse":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'The request is not valid', issues: [{ path: '(body)' }] });
  });
});

describe('a failing database', () => {
  it('a 500 says no-store and carries the security headers too', async () => {
    const failing = await startTestApp({
      query: async () => {
        throw new Error('database down');
      },
      transaction: async () => {
        throw new Error('database down');
      },
      close: async () => {},
    });
    try {
      const response = await postJson(failing.url, '/api/events', { events: [{ name: 'pageView' }] });
      expect(response.status).toBe(500);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(response);
    } finally {
      await failing.close();
    }
  });
});
