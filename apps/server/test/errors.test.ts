import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { postJson } from './helpers/applicant.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/** A database that fails every query, as a lost connection would. */
const failingDb: Db = {
  query: async () => {
    throw Object.assign(new Error('connection terminated unexpectedly'), { code: '57P01' });
  },
  transaction: async () => {
    throw new Error('connection terminated unexpectedly');
  },
  close: async () => {},
};

describe('unexpected failures', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(failingDb);
  });
  afterAll(async () => server?.close());

  it('answer 500 with a generic message and log the error with its route only', async () => {
    const response = await postJson(server.url, '/api/events?visitor=Zebedee', {
      events: [{ name: 'pageView', data: { who: 'Zebedee' } }],
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Something went wrong' });
    const failure = server
      .logText()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      method: 'POST',
      route: '/api/events',
      err: { message: 'connection terminated unexpectedly' },
    });
    expect(server.logText()).not.toContain('Zebedee');
  });

  it('reports unhealthy when the database fails', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
  });
});
