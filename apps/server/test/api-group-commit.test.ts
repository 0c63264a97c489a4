import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ResultResponse } from '@quickcheck/contracts';
import { findById } from '../src/quotation/quotation-store.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/** Names take letters only: a distinct one per submission. */
const nameOf = (index: number) => `Concurrent${String.fromCharCode(97 + index)}`;

/** Decision 016: concurrent submissions share statements, and each answer follows its own commit. */
forEachDatabase('concurrent quotations (group commit)', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  it('stores each of many concurrent submissions once, decided before its answer arrives', async () => {
    const forms = await Promise.all(Array.from({ length: 4 }, () => fetchForm(server.url)));
    const bodies = Array.from({ length: 16 }, (_, index) =>
      submissionFor(forms[index % forms.length]!, ordinaryAnswers({ 'first-name': nameOf(index) })),
    );
    const before = await countRows(ctx.db, 'quotations');
    const seenAtAnswer = await Promise.all(
      bodies.map(async (body) => {
        const response = await postJson(server.url, '/api/quotation', body);
        expect(response.status).toBe(200);
        const result = (await response.json()) as ResultResponse;
        // Read the moment the answer is in: its decision must already be committed.
        const row = await findById(ctx.db, result.quotationId);
        return { result, row };
      }),
    );
    for (const { result, row } of seenAtAnswer) {
      expect(row).toMatchObject({ status: 'decided', reason: result.reason });
    }
    expect(new Set(seenAtAnswer.map(({ result }) => result.quotationId)).size).toBe(bodies.length);
    expect(await countRows(ctx.db, 'quotations')).toBe(before + bodies.length);
  });

  it('answers concurrent repeats of one payload with one quotation among other submissions', async () => {
    const form = await fetchForm(server.url);
    const repeated = submissionFor(form, ordinaryAnswers({ 'first-name': 'Repeated' }));
    const others = Array.from({ length: 5 }, (_, index) =>
      submissionFor(form, ordinaryAnswers({ 'first-name': nameOf(20 + index) })),
    );
    const before = await countRows(ctx.db, 'quotations');
    const results = await Promise.all(
      [repeated, ...others, repeated, repeated].map(
        async (body) => (await (await postJson(server.url, '/api/quotation', body)).json()) as ResultResponse,
      ),
    );
    const repeatedIds = [results[0], results[6], results[7]].map((result) => result?.quotationId);
    expect(new Set(repeatedIds).size).toBe(1);
    expect(await countRows(ctx.db, 'quotations')).toBe(before + 1 + others.length);
  });
});
