import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultResponse } from '@quickcheck/contracts';
import { drawReference } from '../src/quotation/draw-reference.ts';
import { idempotencyKey } from '../src/security/idempotency.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { startTestApp, TEST_KEYS, type TestApp } from './helpers/test-app.ts';

/** docs/product/contract.md#api: submitting the same payload twice returns the same result and stores one quotation. */
forEachDatabase('repeated submissions', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  const countQuotations = () => countRows(ctx.db, 'quotations');

  it('returns the same result and stores one quotation when the same payload is sent twice', async () => {
    const form = await fetchForm(server.url);
    const body = submissionFor(form, ordinaryAnswers({ 'first-name': 'Twice' }));
    const before = await countQuotations();
    const first = await (await postJson(server.url, '/api/quotation', body)).json();
    const second = await (await postJson(server.url, '/api/quotation', body)).json();
    expect(second).toEqual(first);
    expect(await countQuotations()).toBe(before + 1);
  });

  it('stores one quotation for concurrent identical submissions', async () => {
    const form = await fetchForm(server.url);
    const body = submissionFor(form, ordinaryAnswers({ 'first-name': 'Racer' }));
    const before = await countQuotations();
    const responses = await Promise.all(Array.from({ length: 4 }, () => postJson(server.url, '/api/quotation', body)));
    const results = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(await countQuotations()).toBe(before + 1);
  });

  it('retries a stored ERROR on the same row when the same payload comes again', async () => {
    const form = await fetchForm(server.url);
    const body = submissionFor(form, ordinaryAnswers({ 'last-name': 'Error', 'first-name': 'Retry' }));
    const before = await countQuotations();
    const first = (await (await postJson(server.url, '/api/quotation', body)).json()) as ResultResponse;
    const second = (await (await postJson(server.url, '/api/quotation', body)).json()) as ResultResponse;
    expect([first.reason, second.reason]).toEqual(['ERROR', 'ERROR']);
    expect(second.quotationId).toBe(first.quotationId);
    expect(await countQuotations()).toBe(before + 1);
  });

  describe('a repeat while the first is still pending', () => {
    async function pendingRow(lastUsedAt: Date) {
      const form = await fetchForm(server.url);
      const body = submissionFor(form, ordinaryAnswers({ 'first-name': 'Pending' }));
      const id = crypto.randomUUID();
      await ctx.db.query(
        `insert into quotations (id, session_id, idempotency_key, brand, consumer_name, definition_id,
           answers_encrypted, identity_hash, status, created_at, last_used_at, purge_after, reference)
         values ($1, $2, $3, 'quickcheck', 'QCHK', 'qco-standard', 'v1.x.x.x', 'h', 'pending', $4, $4, $4, $5)`,
        [
          id,
          form.payload.sessionId,
          idempotencyKey(TEST_KEYS.tokenSecret, form.payload.sessionId, body),
          lastUsedAt.toISOString(),
          drawReference(),
        ],
      );
      return { id, body };
    }

    it('takes over a pending quotation whose process died', async () => {
      const { id, body } = await pendingRow(new Date(server.clock.now().getTime() - 60 * 60 * 1000));
      const result = (await (await postJson(server.url, '/api/quotation', body)).json()) as ResultResponse;
      expect(result).toMatchObject({ quotationId: id, reason: 'MATCH_AND_OFFER' });
    });

    it('waits a bounded time for a live one, then answers ERROR without touching it', async () => {
      const { id, body } = await pendingRow(server.clock.now());
      const started = performance.now();
      const result = (await (await postJson(server.url, '/api/quotation', body)).json()) as ResultResponse;
      expect(result).toMatchObject({ quotationId: id, reason: 'ERROR' });
      expect(performance.now() - started).toBeLessThan(3000);
      const { rows } = await ctx.db.query('select status from quotations where id = $1', [id]);
      expect(rows).toEqual([{ status: 'pending' }]);
    });
  });

  it('treats a different answer in the same session as a new quotation', async () => {
    const form = await fetchForm(server.url);
    const before = await countQuotations();
    await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers({ 'annual-income': '30000' })));
    await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers({ 'annual-income': '31000' })));
    expect(await countQuotations()).toBe(before + 2);
  });
});
