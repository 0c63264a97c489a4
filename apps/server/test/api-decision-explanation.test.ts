import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_FINDING_CODES, resultResponseSchema, type ResultResponse } from '@quickcheck/contracts';
import { SANDBOX_AGENCY_DETAILS } from '../src/ports/credit-reference-agency/sandbox-agency.ts';
import { parseDecisionReference } from '../src/quotation/decision-reference.ts';
import { findByReference } from '../src/quotation/quotation-store.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { completeFrom, linkAccount, obPost, referredCheck } from './helpers/open-banking.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

// The test app's clock stands still at 2026-03-02T10:00Z, so every check is decided on that day.
const THREE_MONTHS_ON = '2026-06-02';
const SIX_MONTHS_ON = '2026-09-02';

forEachDatabase('the result explained (issue 23)', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  async function resultFor(lastName: string, query?: string): Promise<ResultResponse> {
    const form = await fetchForm(server.url, query);
    const response = await postJson(
      server.url,
      '/api/quotation',
      submissionFor(form, ordinaryAnswers({ 'last-name': lastName })),
    );
    expect(response.status).toBe(200);
    return resultResponseSchema.parse(await response.json());
  }

  /** The reference is checksummed and leads the operator back to exactly this quotation. */
  async function expectReferenceOf(result: ResultResponse) {
    const reference = parseDecisionReference(result.explanation?.reference ?? '');
    expect(reference).toBe(result.explanation?.reference);
    expect((await findByReference(ctx.db, reference!))?.id).toBe(result.quotationId);
  }

  it('Decline: the weightiest findings of the file, when to check again, the agency that was searched', async () => {
    const result = await resultFor('Decline');
    expect(result.reason).toBe('SCORE_DECLINE');
    expect(result.explanation).toMatchObject({
      findings: [
        { code: 'credit-score', source: 'agency', rating: 'very poor' },
        { code: 'ccjs', source: 'agency' },
        { code: 'defaults', source: 'agency' },
      ],
      checkAgainFrom: THREE_MONTHS_ON,
      searchRecorded: 'soft',
      agency: SANDBOX_AGENCY_DETAILS,
    });
    await expectReferenceOf(result);
  });

  it('Decline: a repeat after midnight is answered from the stored decision, with the same date', async () => {
    const start = server.clock.now();
    server.clock.set(new Date('2026-03-02T23:55:00Z'));
    try {
      const form = await fetchForm(server.url);
      const body = submissionFor(form, ordinaryAnswers({ 'last-name': 'Decline' }));
      const first = resultResponseSchema.parse(await (await postJson(server.url, '/api/quotation', body)).json());
      server.clock.advance(10 * 60 * 1000);
      const again = resultResponseSchema.parse(await (await postJson(server.url, '/api/quotation', body)).json());
      expect(again.quotationId).toBe(first.quotationId);
      expect(again.explanation).toEqual(first.explanation);
      expect(again.explanation?.checkAgainFrom).toBe(THREE_MONTHS_ON);
    } finally {
      server.clock.set(start);
    }
  });

  it("Refer, in a brand without open banking: the agency's referral counted first", async () => {
    const result = await resultFor('Refer', 'consumerName=POST');
    expect(result.openBankingUrl).toBeUndefined();
    expect(result.explanation?.findings?.[0]).toEqual({ code: 'agency-referral', source: 'agency' });
    expect(result.explanation?.findings?.length).toBeGreaterThanOrEqual(2);
    for (const finding of result.explanation?.findings ?? []) expect(DECLINE_FINDING_CODES).toContain(finding.code);
    expect(result.explanation).toMatchObject({ checkAgainFrom: THREE_MONTHS_ON, agency: SANDBOX_AGENCY_DETAILS });
    // Never offered open banking: the visitor is not told they refused it.
    expect(result.explanation?.openBankingOffered).toBeUndefined();
  });

  it("Refer, after 'No thanks': the original decline explained from its stored factors", async () => {
    const check = await referredCheck(server.url);
    const response = await obPost(server.url, 'decline', { quotation: check.result.quotationId }, check.cookie);
    const result = resultResponseSchema.parse(await response.json());
    expect(result.explanation?.findings?.slice(0, 2)).toEqual([
      { code: 'agency-referral', source: 'agency' },
      // The Refer persona's score is rated fair (issue 34: never called low).
      { code: 'credit-score', source: 'agency', rating: 'fair' },
    ]);
    expect(result.explanation?.openBankingOffered).toBe(true);
    expect(result.explanation?.reference).toBe(check.result.explanation?.reference);
  });

  it('Refer, declined on bank data: the finding that counted, when to check again, the agency', async () => {
    const check = await referredCheck(server.url);
    const handBack = await linkAccount(server.url, check, 'stretched');
    const result = resultResponseSchema.parse(await (await completeFrom(server.url, handBack, check.cookie)).json());
    expect(result).toMatchObject({ reason: 'SCORE_DECLINE', affordabilityFinding: 'committed-outgoings' });
    expect(result.explanation).toMatchObject({ checkAgainFrom: THREE_MONTHS_ON, agency: SANDBOX_AGENCY_DETAILS });
  });

  it('Mismatch: the agency, but nothing about which record did not match', async () => {
    const result = await resultFor('Mismatch');
    expect(result.reason).toBe('INFORMATION_MISMATCH');
    expect(Object.keys(result.explanation ?? {}).sort()).toEqual(['agency', 'basis', 'reference', 'searchRecorded']);
    expect(result.explanation?.agency).toEqual(SANDBOX_AGENCY_DETAILS);
    expect(result.explanation?.basis).toEqual({ code: 'identity', source: 'agency' });
  });

  it("Applied: when to check again and that it was the agency's record, never which brand or when they applied", async () => {
    const result = await resultFor('Applied');
    expect(result.reason).toBe('ALREADY_APPLIED_DECLINE');
    expect(result.explanation).toEqual({
      reference: expect.stringMatching(/^QC-/),
      searchRecorded: 'soft',
      checkAgainFrom: SIX_MONTHS_ON,
      basis: { code: 'existing-application', source: 'agency' },
      agency: SANDBOX_AGENCY_DETAILS,
    });
  });

  it.each(['Error', 'Slow'])(
    '%s: a reference to quote and at most a soft search, so retrying is safe',
    async (name) => {
      const result = await resultFor(name);
      expect(result.reason).toBe('ERROR');
      expect(result.explanation).toEqual({ reference: expect.stringMatching(/^QC-/), searchRecorded: 'soft' });
      await expectReferenceOf(result);
    },
  );

  it('an offer carries its reference too, and nothing of the decline', async () => {
    const result = await resultFor('Ordinary');
    expect(result.reason).toBe('MATCH_AND_OFFER');
    // The test app's quotes hold 30 days: to the end of 1 April (UK) for a check on 2 March.
    expect(result.explanation).toEqual({
      reference: expect.stringMatching(/^QC-/),
      searchRecorded: 'soft',
      validUntil: '2026-04-01',
    });
    await expectReferenceOf(result);
  });

  it('writes no personal data to the log', () => {
    const log = server.logText();
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toMatch(/Jane|AB1 2CD|Acacia|14-06-1985/);
  });
});

describe('explanation wording', () => {
  it('has words and help for every finding the engine can name', async () => {
    const { DECLINE_FINDINGS } = await import('@quickcheck/contracts');
    const facts = { agency: 'Clearfile', rating: 'fair', openBankingOffered: false };
    for (const code of DECLINE_FINDING_CODES) {
      expect(DECLINE_FINDINGS[code].finding(facts).length).toBeGreaterThan(10);
      expect(DECLINE_FINDINGS[code].help(facts).length).toBeGreaterThan(10);
    }
  });
});
