import { afterAll, beforeAll, expect, it } from 'vitest';
import { resultResponseSchema } from '@quickcheck/contracts';
import type { CreditReferenceAgency } from '../src/ports/credit-reference-agency/agency-port.ts';
import { createSandboxAddressLookup } from '../src/ports/address-lookup/sandbox-address-lookup.ts';
import { createSandboxAgency } from '../src/ports/credit-reference-agency/sandbox-agency.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

// Long enough that the call after the circuit opens (a form fetch and a quotation, each with a few
// database round trips on a busy machine) still finds it open rather than already half-open.
const RESET_MS = 2000;

/** An agency that can be taken down and brought back, counting the calls that reach it. */
function switchableAgency() {
  const sandbox = createSandboxAgency({ latencyMs: () => 0 });
  const state = { down: false, calls: 0 };
  const agency: CreditReferenceAgency = {
    check: async (request, signal) => {
      state.calls++;
      if (state.down) throw new Error('connection refused');
      return sandbox.check(request, signal);
    },
  };
  return { agency, state };
}

forEachDatabase('agency outage through the API', (ctx) => {
  let server: TestApp;
  const { agency, state } = switchableAgency();
  beforeAll(async () => {
    server = await startTestApp(ctx.db, {
      ports: { agency, addressLookup: createSandboxAddressLookup({ latencyMs: () => 0 }) },
      // A long window: on a busy machine three slow requests must still count as one burst.
      breaker: { volumeThreshold: 3, errorThresholdPercentage: 50, resetTimeoutMs: RESET_MS, windowMs: 120_000 },
    });
  });
  afterAll(async () => server?.close());

  let applicant = 0;
  async function check() {
    applicant++;
    const form = await fetchForm(server.url);
    const answers = ordinaryAnswers({ 'first-name': `Outage${String.fromCharCode(96 + applicant)}` });
    const response = await postJson(server.url, '/api/quotation', submissionFor(form, answers));
    expect(response.status).toBe(200);
    return { result: resultResponseSchema.parse(await response.json()) };
  }

  it('answers ERROR at once while the circuit is open, keeps every quotation, and recovers half-open', async () => {
    state.down = true;
    const before = await countRows(ctx.db, 'quotations');
    for (let i = 0; i < 3; i++) expect((await check()).result.reason).toBe('ERROR');
    expect(state.calls).toBe(3);

    // Open: the agency is not called at all, so nothing waits for it.
    const open = await check();
    expect(open.result.reason).toBe('ERROR');
    expect(state.calls).toBe(3);
    expect(await countRows(ctx.db, 'quotations')).toBe(before + 4);
    const { rows } = await ctx.db.query('select status, reason from quotations where id = $1', [
      open.result.quotationId,
    ]);
    expect(rows).toEqual([{ status: 'decided', reason: 'ERROR' }]);

    // After the reset time one trial call goes through; the agency is back, so the circuit closes.
    state.down = false;
    await new Promise((resolve) => setTimeout(resolve, RESET_MS + 50));
    expect((await check()).result.reason).toBe('MATCH_AND_OFFER');
    expect(state.calls).toBe(4);
    expect((await check()).result.reason).toBe('MATCH_AND_OFFER');
    expect(state.calls).toBe(5);
  });
});
