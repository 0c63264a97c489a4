import fc from 'fast-check';
import { beforeAll, afterAll, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { bodyText, fuzzBody, fuzzContentType, fuzzUrlText, urlEncode, type Body } from './helpers/fuzz-values.ts';
import { rawRequest } from './helpers/raw-request.ts';
import { apiRoutesOf } from './helpers/registered-routes.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/** Runs per route: bounded for `npm test`; `npm run fuzz -w @quickcheck/server` sets FUZZ_RUNS higher. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

interface Seeds {
  formToken: string;
  resultToken: string;
  quotationId: string;
  submission: Record<string, unknown>;
}

interface FuzzRequest {
  path: string;
  headers: Record<string, string>;
  body?: Body;
}

/**
 * Every /api route and how to fuzz it. A registered route missing here fails the test below,
 * so a new endpoint (open banking…) joins the fuzz by adding one line.
 */
const TARGETS: Record<string, (seeds: Seeds) => fc.Arbitrary<FuzzRequest>> = {
  'GET /api/form': () => queryOf('/api/form', ['consumerName', 'oemc', 's', 'vc', 'quotation', 'partner']),
  'GET /api/health': () => queryOf('/api/health', ['x']),
  'GET /api/quotation/:id': (seeds) =>
    fc
      .oneof(fuzzUrlText, fc.constant(seeds.quotationId))
      .map((id) => ({ path: `/api/quotation/${urlEncode(id)}`, headers: {} })),
  'GET /api/agreement': (seeds) =>
    fc.oneof(
      queryOf('/api/agreement', ['token']),
      mutatedToken(seeds.resultToken).map((token) => ({
        path: `/api/agreement?token=${urlEncode(token)}`,
        headers: {},
      })),
    ),
  'POST /api/stage': () =>
    post('/api/stage', { stageId: 'about-you', answers: ordinaryAnswers(), definitionId: 'qco-standard' }, true),
  'POST /api/address-lookup': () => post('/api/address-lookup', { postcode: 'AB1 2CD' }, true),
  'POST /api/quotation': (seeds) => post('/api/quotation', seeds.submission),
  'POST /api/events': () =>
    post('/api/events', { events: [{ name: 'pageView', at: '2026-03-02T10:00:00.000Z', data: { path: '/' } }] }),
  'POST /api/client-errors': () =>
    post('/api/client-errors', {
      message: 'boom',
      name: 'TypeError',
      stack: '    at f (/a.js:1:2)',
      url: '/',
      attributes: { sawError: true },
    }),
  'POST /api/agreement/accept': (seeds) => post('/api/agreement/accept', { token: seeds.resultToken }),
};

function queryOf(path: string, keys: string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .array(fc.tuple(fc.constantFrom(...keys, '__proto__', 'constructor'), fuzzUrlText), { maxLength: 5 })
    .map((pairs) => ({ path: `${path}?${pairs.map(([k, v]) => `${k}=${urlEncode(v)}`).join('&')}`, headers: {} }));
}

function mutatedToken(token: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat({ max: token.length - 1 }), fc.string({ minLength: 1, maxLength: 3 }))
    .map(([at, text]) => token.slice(0, at) + text + token.slice(at + text.length));
}

function post(path: string, base: Record<string, unknown>, sessionHeader = false): fc.Arbitrary<FuzzRequest> {
  const session = sessionHeader
    ? fc.oneof(
        fc.uuid().map((id) => ({ 'Session-Id': id })),
        fc.constant({}),
        fc.constant({ 'Session-Id': 'not-a-uuid' }),
      )
    : fc.constant({});
  return fc.record({ body: fuzzBody(base), type: fuzzContentType, session }).map(({ body, type, session }) => ({
    path,
    body,
    headers: { ...session, ...(type ? { 'content-type': type } : {}) },
  }));
}

/** Row counts of every table of ours (new tables included) in one round trip. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'rate_limit_windows'`,
  );
  const selects = rows.map(({ table_name }) => `(select count(*) from "${table_name}") as "${table_name}"`);
  const counts = await db.query<Record<string, unknown>>(`select ${selects.join(', ')}`);
  return Object.fromEntries(Object.entries(counts.rows[0] ?? {}).map(([table, n]) => [table, Number(n)]));
}

forEachDatabase('fuzz of every API route', (ctx) => {
  let server: TestApp;
  let seeds: Seeds;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
    const form = await fetchForm(server.url);
    const submission = submissionFor(form, ordinaryAnswers({ 'last-name': 'Fuzzington' }));
    const result = (await (await postJson(server.url, '/api/quotation', submission)).json()) as {
      quotationId: string;
      token: string;
    };
    seeds = {
      formToken: form.token,
      submission,
      quotationId: result.quotationId,
      resultToken: result.token,
    };
  });
  afterAll(async () => server?.close());

  it('has a fuzz target for every registered /api route', () => {
    const missing = apiRoutesOf(server.app)
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !(key in TARGETS));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(TARGETS))(
    `%s: ${RUNS} fuzzed requests, no 5xx, our error shape, nothing stored from a rejection`,
    async (key) => {
      const method = key.split(' ')[0]!;
      const statuses = new Map<number, number>();
      // Counted once per request: after a success the new counts become the baseline.
      let before = await rowCounts(ctx.db);
      await fc.assert(
        fc.asyncProperty(TARGETS[key]!(seeds), async (request) => {
          const response = await rawRequest(
            server.url,
            method,
            request.path,
            request.headers,
            request.body && bodyText(request.body),
          );
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status).toBeLessThan(500);
          expect(response.headers['cache-control']).toBe('no-store');
          const after = await rowCounts(ctx.db);
          if (response.status >= 400) {
            expect(JSON.parse(response.body.toString())).toMatchObject({ error: expect.any(String) });
            expect(after).toEqual(before);
          }
          before = after;
        }),
        { numRuns: RUNS },
      );
      // The fuzz must reach the routes' own checks, not stop at the parser (health takes no input).
      if (key !== 'GET /api/health')
        expect([...statuses.keys()].some((status) => status === 400 || status === 401 || status === 404)).toBe(true);
    },
  );
});
