import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import {
  CONNECTION_LOST_RETRY_SECONDS,
  DISK_FULL_MESSAGE,
  DISK_FULL_RETRY_SECONDS,
} from '../src/routes/http-errors.ts';
import { PARTNER_PATHS } from '../src/partner/partner-paths.ts';
import { postJson } from './helpers/applicant.ts';
import { servedDocumentChecker } from './helpers/openapi-responses.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/** A database that fails every query with `error`. */
const failingDb = (error: () => Error): Db => ({
  query: async () => {
    throw error();
  },
  transaction: async () => {
    throw error();
  },
  close: async () => {},
});
/** A failure nobody can retry: a damaged page. */
const corrupted = () =>
  Object.assign(new Error('invalid page in block 0 of a relation'), {
    code: 'XX001',
  });

describe('unexpected failures', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(failingDb(corrupted));
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
      err: { message: 'invalid page in block 0 of a relation' },
    });
    expect(server.logText()).not.toContain('Zebedee');
  });

  it('reports unhealthy when the database fails', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
  });
});

/** What PostgreSQL says when an administrator ends the connection under a statement. */
const lostConnection = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('a lost database connection', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(failingDb(lostConnection));
  });
  afterAll(async () => server?.close());

  it('answers 503 with Retry-After in the error shape, never 500 (db/pg-db.ts ran again what it safely could)', async () => {
    const response = await postJson(server.url, '/api/events', { events: [{ name: 'pageView', data: {} }] });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(CONNECTION_LOST_RETRY_SECONDS));
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 503 with Retry-After on the partner API, as its document says it may', async () => {
    const documented = await servedDocumentChecker(server.url);
    const response = await fetch(`${server.url}${PARTNER_PATHS.eligibility}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer qcp_abcdefghij_${'a'.repeat(43)}` },
      body: JSON.stringify({ answers: {} }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(CONNECTION_LOST_RETRY_SECONDS));
    await documented.check(PARTNER_PATHS.eligibility, 'POST', response);
  });
});

describe('a full disk', () => {
  it('answers 503 saying nothing was saved, asks for a later retry, and logs the code and route only', async () => {
    const diskFull = () =>
      Object.assign(new Error('could not extend file "base/5/16537": No space left on device'), { code: '53100' });
    const server = await startTestApp(failingDb(diskFull));
    try {
      const response = await postJson(server.url, '/api/events?visitor=Zebedee', {
        events: [{ name: 'pageView', data: { who: 'Zebedee' } }],
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(DISK_FULL_RETRY_SECONDS));
      expect(await response.json()).toEqual({ error: DISK_FULL_MESSAGE });
      const logged = server
        .logText()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.msg === 'database disk full');
      expect(logged).toMatchObject({ level: 50, code: '53100', route: '/api/events' });
      expect(server.logText()).not.toContain('Zebedee');
    } finally {
      await server.close();
    }
  });
});
