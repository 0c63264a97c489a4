import fc from 'fast-check';
import { beforeAll, afterAll, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { TARGETS, type Seeds } from './helpers/fuzz-targets.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { bodyText } from './helpers/fuzz-values.ts';
import { rawRequest } from './helpers/raw-request.ts';
import { apiRoutesOf } from './helpers/registered-routes.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/** Runs per route: bounded for `npm test`; `npm run fuzz -w @quickcheck/server` sets FUZZ_RUNS higher. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

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
      explanation: { reference: string };
    };
    seeds = {
      formToken: form.token,
      submission,
      quotationId: result.quotationId,
      resultToken: result.token,
      reference: result.explanation.reference,
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
      if (!key.startsWith('GET /api/health'))
        expect([...statuses.keys()].some((status) => status === 400 || status === 401 || status === 404)).toBe(true);
    },
  );
});
