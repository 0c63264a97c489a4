import { afterEach, expect, it } from 'vitest';
import { resultResponseSchema } from '@quickcheck/contracts';
import {
  AgencyRejectedRequestError,
  type CreditReferenceAgency,
} from '../src/ports/credit-reference-agency/agency-port.ts';
import { createSandboxAddressLookup } from '../src/ports/address-lookup/sandbox-address-lookup.ts';
import { createSandboxAgency } from '../src/ports/credit-reference-agency/sandbox-agency.ts';
import { countRows, forEachDatabase, type DbContext } from './helpers/databases.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

// Long enough that the call after the circuit opens (a form fetch and a quotation, each with a few
// database round trips on a busy machine) still finds it open rather than already half-open.
const RESET_MS = 2000;

/** The sandbox agency, which can be taken down or made to refuse requests, counting the calls that reach it. */
function switchableAgency() {
  const sandbox = createSandboxAgency({ latencyMs: () => 0 });
  const state = { down: false, refusing: false, calls: 0 };
  const agency: CreditReferenceAgency = {
    details: sandbox.details,
    isTestPersona: (request) => sandbox.isTestPersona?.(request) ?? false,
    check: async (request, signal) => {
      state.calls++;
      if (state.down) throw new Error('connection refused');
      if (state.refusing) throw new AgencyRejectedRequestError();
      return sandbox.check(request, signal);
    },
  };
  return { agency, state };
}

/** A fresh server and breaker per test: a small volume threshold, and a long window so a busy machine still sees one burst. */
function breakerScenario(ctx: DbContext) {
  let server: TestApp | undefined;
  let applicant = 0;
  afterEach(async () => server?.close());
  return async () => {
    const { agency, state } = switchableAgency();
    server = await startTestApp(ctx.db, {
      ports: { agency, addressLookup: createSandboxAddressLookup({ latencyMs: () => 0 }) },
      breaker: { volumeThreshold: 3, errorThresholdPercentage: 50, resetTimeoutMs: RESET_MS, windowMs: 120_000 },
    });
    const url = server.url;
    const check = async (lastName = 'Ordinary') => {
      applicant++;
      const first = `Breaker${String.fromCharCode(97 + (applicant % 26))}${String.fromCharCode(97 + Math.floor(applicant / 26))}`;
      const form = await fetchForm(url);
      const answers = ordinaryAnswers({ 'first-name': first, 'last-name': lastName });
      const response = await postJson(url, '/api/quotation', submissionFor(form, answers));
      expect(response.status).toBe(200);
      return resultResponseSchema.parse(await response.json());
    };
    return { state, check };
  };
}

forEachDatabase('agency outage through the API', (ctx) => {
  const start = breakerScenario(ctx);

  it('answers ERROR at once while the circuit is open, keeps every quotation, and recovers half-open', async () => {
    const { state, check } = await start();
    state.down = true;
    const before = await countRows(ctx.db, 'quotations');
    for (let i = 0; i < 3; i++) expect((await check()).reason).toBe('ERROR');
    expect(state.calls).toBe(3);

    // Open: the agency is not called at all, so nothing waits for it; personas are refused too.
    const open = await check();
    expect(open.reason).toBe('ERROR');
    expect((await check('Decline')).reason).toBe('ERROR');
    expect(state.calls).toBe(3);
    expect(await countRows(ctx.db, 'quotations')).toBe(before + 5);
    const { rows } = await ctx.db.query('select status, reason from quotations where id = $1', [open.quotationId]);
    expect(rows).toEqual([{ status: 'decided', reason: 'ERROR' }]);

    // After the reset time one trial call goes through; the agency is back, so the circuit closes.
    state.down = false;
    await new Promise((resolve) => setTimeout(resolve, RESET_MS + 50));
    expect((await check()).reason).toBe('MATCH_AND_OFFER');
    expect(state.calls).toBe(4);
    expect((await check()).reason).toBe('MATCH_AND_OFFER');
    expect(state.calls).toBe(5);
  });

  it('does not let a burst of Error and Slow personas take the agency away from ordinary applicants', async () => {
    const { state, check } = await start();
    const burst = [...Array(12).fill('Error'), ...Array(6).fill('Slow')] as string[];
    const results = await Promise.all(burst.map((lastName) => check(lastName)));
    expect(results.map((result) => result.reason)).toEqual(burst.map(() => 'ERROR'));
    expect(state.calls).toBe(burst.length);

    for (let i = 0; i < 5; i++) expect((await check()).reason).toBe('MATCH_AND_OFFER');
    expect((await check('Decline')).reason).toBe('SCORE_DECLINE');
    expect(state.calls).toBe(burst.length + 6);
  });

  it('keeps the circuit closed when the agency answers but refuses single requests', async () => {
    const { state, check } = await start();
    state.refusing = true;
    for (let i = 0; i < 5; i++) expect((await check()).reason).toBe('ERROR');
    expect(state.calls).toBe(5);
    state.refusing = false;
    expect((await check()).reason).toBe('MATCH_AND_OFFER');
    expect(state.calls).toBe(6);
  });
});
