import { afterAll, beforeAll, expect, it } from 'vitest';
import { resultResponseSchema, type Answers } from '@quickcheck/contracts';
import { ENGINE_VERSION } from '../src/decision/decision-record.ts';
import { replayDecision } from '../src/decision/replay.ts';
import { openDecisionRecord } from '../src/quotation/decision-record-crypto.ts';
import { createPiiProtector } from '../src/security/pii-crypto.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { startTestApp, TEST_KEYS, type TestApp } from './helpers/test-app.ts';

interface StoredDecision {
  reason: string;
  decision: { factors: unknown[]; score: number; band?: string; referral: boolean };
  credit_limit: number | null;
  apr: string | null;
  ccs_code: string | null;
  engine_version: string;
  decision_inputs_encrypted: string;
}

/** Every decision is explained in storage and can be made again, identically, from what was stored. */
forEachDatabase('stored decisions', (ctx) => {
  let server: TestApp;
  const pii = createPiiProtector(TEST_KEYS.piiKey);
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  async function decideAndLoad(answers: Answers, query = 'consumerName=QCHK') {
    const form = await fetchForm(server.url, query);
    const response = await postJson(server.url, '/api/quotation', submissionFor(form, answers));
    const result = resultResponseSchema.parse(await response.json());
    const { rows } = await ctx.db.query<StoredDecision>(
      `select reason, decision, credit_limit, apr, ccs_code, engine_version, decision_inputs_encrypted
       from quotations where id = $1`,
      [result.quotationId],
    );
    return { result, row: rows[0]! };
  }

  it.each([
    ['Ordinary', 'MATCH_AND_OFFER', 'consumerName=QCHK'],
    ['Ordinary', 'MATCH_AND_OFFER', 'consumerName=VERY'],
    ['Mismatch', 'INFORMATION_MISMATCH', 'consumerName=QCHK'],
    ['Decline', 'SCORE_DECLINE', 'consumerName=QCHK'],
    ['Refer', 'SCORE_DECLINE', 'consumerName=LUMA'],
    ['Applied', 'ALREADY_APPLIED_DECLINE', 'consumerName=QCHK'],
    ['Error', 'ERROR', 'consumerName=QCHK'],
    ['Slow', 'ERROR', 'consumerName=QCHK'],
  ])(
    're-runs the engine on the stored inputs of %s (%s, %s) and gets the same decision',
    async (lastName, reason, query) => {
      const { result, row } = await decideAndLoad(
        ordinaryAnswers({ 'first-name': 'Audit', 'last-name': lastName }),
        query,
      );
      expect(result.reason).toBe(reason);
      expect(row.reason).toBe(reason);
      expect(row.engine_version).toBe(ENGINE_VERSION);

      const replayed = replayDecision(openDecisionRecord(pii, row.decision_inputs_encrypted));
      expect(replayed.reason).toBe(row.reason);
      expect({ factors: replayed.factors, score: replayed.score, referral: replayed.referral }).toEqual({
        factors: row.decision.factors,
        score: row.decision.score,
        referral: row.decision.referral,
      });
      expect(replayed.limit ?? null).toBe(row.credit_limit);
      expect(replayed.apr ?? null).toBe(row.apr === null ? null : Number(row.apr));
      expect(replayed.ccsCode ?? null).toBe(row.ccs_code);
    },
  );

  it('keeps only the answers the engine reads, sealed so no personal value is readable at rest', async () => {
    const { row } = await decideAndLoad(ordinaryAnswers({ 'first-name': 'Sealed', postcode: 'LS1 4AP' }));
    // Whole values only: a fragment as short as 'LS1' turns up in random base64 now and then.
    expect(row.decision_inputs_encrypted).not.toMatch(/LS1 ?4AP|14-06-1985|30000|Sealed/);
    const record = openDecisionRecord(pii, row.decision_inputs_encrypted);
    expect(Object.keys(record.answers).sort()).toEqual([
      'annual-income',
      'date-of-birth',
      'employment-status',
      'postcode',
      'years-at-address',
    ]);
    expect(record.agency).toMatchObject({ kind: 'found', profile: { ccjCount: 0 } });
    expect(JSON.stringify(row.decision)).not.toMatch(/Sealed|LS1 4AP|14-06-1985/);
  });

  it('records a prior acceptance as the input of an already-applied decline', async () => {
    const person = ordinaryAnswers({ 'first-name': 'Prior', 'last-name': 'Acceptor', postcode: 'M1 1AE' });
    const offer = await decideAndLoad(person);
    const token = new URL(offer.result.agreementUrl ?? '').searchParams.get('token') ?? '';
    expect((await postJson(server.url, '/api/agreement/accept', { token })).status).toBe(200);
    const { row } = await decideAndLoad(person);
    expect(row.reason).toBe('ALREADY_APPLIED_DECLINE');
    const record = openDecisionRecord(pii, row.decision_inputs_encrypted);
    expect(record).toMatchObject({ priorAcceptance: true });
    expect(record.agency).toBeUndefined();
    expect(replayDecision(record).reason).toBe('ALREADY_APPLIED_DECLINE');
  });
});
