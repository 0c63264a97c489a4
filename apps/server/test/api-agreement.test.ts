import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultResponseSchema, type ResultResponse } from '@quickcheck/contracts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

forEachDatabase('agreement stand-in API', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  async function check(answers: Record<string, string>, query = 'consumerName=QCHK'): Promise<ResultResponse> {
    const form = await fetchForm(server.url, query);
    const response = await postJson(server.url, '/api/quotation', submissionFor(form, answers));
    return resultResponseSchema.parse(await response.json());
  }

  const tokenOf = (agreementUrl: string | undefined) => new URL(agreementUrl ?? '').searchParams.get('token') ?? '';

  it('shows the offer, accepts it once, and declines the same person on a later check', async () => {
    const person = ordinaryAnswers({ 'first-name': 'Acceptor', 'last-name': 'Person', postcode: 'LS1 4AP' });
    const offer = await check(person, 'consumerName=LUMA');
    expect(offer.reason).toBe('MATCH_AND_OFFER');
    const token = tokenOf(offer.agreementUrl);

    const shown = await fetch(`${server.url}/api/agreement?token=${token}`);
    expect(shown.status).toBe(200);
    const body = (await shown.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      quotationId: offer.quotationId,
      brand: 'luma',
      brandName: 'Luma',
      firstName: 'Acceptor',
      apr: 34.9,
      accepted: false,
    });
    expect(body.creditLimit).toEqual(expect.any(Number));

    for (let i = 0; i < 2; i++) {
      const accepted = await postJson(server.url, '/api/agreement/accept', { token });
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toEqual({ accepted: true });
    }
    const { rows } = await ctx.db.query('select count(*) as n from agreement_acceptances where quotation_id = $1', [
      offer.quotationId,
    ]);
    expect(Number(rows[0]?.n)).toBe(1);
    expect(await (await fetch(`${server.url}/api/agreement?token=${token}`)).json()).toMatchObject({ accepted: true });

    // Same name, date of birth and postcode, written differently: still the same person.
    const again = await check({ ...person, 'first-name': 'ACCEPTOR', 'last-name': ' person', postcode: 'ls14ap' });
    expect(again.reason).toBe('ALREADY_APPLIED_DECLINE');
    const someoneElse = await check({ ...person, 'date-of-birth': '15-06-1985' });
    expect(someoneElse.reason).toBe('MATCH_AND_OFFER');
  });

  it('rejects a missing, tampered or form token with 401', async () => {
    const offer = await check(ordinaryAnswers({ 'first-name': 'Tamper' }));
    const token = tokenOf(offer.agreementUrl);
    const form = await fetchForm(server.url);
    for (const bad of ['', `${token}x`, form.token]) {
      expect((await fetch(`${server.url}/api/agreement?token=${bad}`)).status).toBe(401);
      expect((await postJson(server.url, '/api/agreement/accept', { token: bad || 'x' })).status).toBe(401);
    }
  });

  it('refuses a declined quotation', async () => {
    const declined = await check(ordinaryAnswers({ 'last-name': 'Decline' }));
    const response = await fetch(`${server.url}/api/agreement?token=${declined.token}`);
    expect(response.status).toBe(409);
    expect((await postJson(server.url, '/api/agreement/accept', { token: declined.token })).status).toBe(409);
  });

  it('rejects an accept body without a token with 400', async () => {
    const response = await postJson(server.url, '/api/agreement/accept', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: 'token' }] });
  });

  describe('result token lifetime', () => {
    it("lasts as long as a match's quote, not just an hour (api-quote.test.ts: its end)", async () => {
      const offer = await check(ordinaryAnswers({ 'first-name': 'Late' }));
      server.clock.advance(25 * 60 * 60 * 1000);
      try {
        expect((await fetch(`${server.url}/api/agreement?token=${tokenOf(offer.agreementUrl)}`)).status).toBe(200);
      } finally {
        server.clock.advance(-25 * 60 * 60 * 1000);
      }
    });

    it('expires after an hour for any other outcome', async () => {
      const declined = await check(ordinaryAnswers({ 'first-name': 'Late', 'last-name': 'Decline' }));
      server.clock.advance(61 * 60 * 1000);
      try {
        const response = await fetch(`${server.url}/api/agreement?token=${declined.token}`);
        expect(response.status).toBe(401);
      } finally {
        server.clock.advance(-61 * 60 * 1000);
      }
    });
  });
});
