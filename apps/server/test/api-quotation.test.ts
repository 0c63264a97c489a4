import { HOME_SHOPPING_PRODUCT_ID } from '@quickcheck/brands';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultResponseSchema, type ResultResponse } from '@quickcheck/contracts';
import { SANDBOX_PERSONAS } from '@quickcheck/contracts/fixtures';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { asOwner, ownerCookieOf } from './helpers/owner.ts';
import { startTestApp, TEST_KEYS, type TestApp } from './helpers/test-app.ts';

forEachDatabase('POST /api/quotation', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  async function submit(answers = ordinaryAnswers(), query?: string) {
    const form = await fetchForm(server.url, query);
    const response = await postJson(server.url, '/api/quotation', submissionFor(form, answers));
    return { response, form };
  }

  async function resultOf(answers = ordinaryAnswers(), query?: string): Promise<ResultResponse> {
    const { response } = await submit(answers, query);
    expect(response.status).toBe(200);
    return resultResponseSchema.parse(await response.json());
  }

  it('offers a card to an employed applicant on 30000 with an agreement link', async () => {
    const result = await resultOf();
    expect(result.reason).toBe('MATCH_AND_OFFER');
    // On the origin the visitor asked (site.ts), never a fixed one.
    const agreement = new URL(result.agreementUrl ?? '');
    expect(`${agreement.origin}${agreement.pathname}`).toBe(`${server.url}/agreement`);
    expect(agreement.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(result.ccsCode).toBe('CCS01');
    expect(result.userData.firstName).toBe('Jane');
    expect(result.requoteOptIn).toBe('true');
    expect(result.openBankingDecisionIndicator).toBe(false);
    expect(result.openBankingUrl).toBeUndefined();
    const { rows } = await ctx.db.query<{
      status: string;
      reason: string;
      credit_limit: number;
      answers_encrypted: string;
    }>('select status, reason, credit_limit, answers_encrypted from quotations where id = $1', [result.quotationId]);
    expect(rows[0]).toMatchObject({ status: 'decided', reason: 'MATCH_AND_OFFER' });
    expect(rows[0]?.credit_limit).toBeGreaterThanOrEqual(250);
    expect(rows[0]?.answers_encrypted).not.toContain('Jane');
  });

  it('gives the home-shopping brand its own product code', async () => {
    const result = await resultOf(ordinaryAnswers({ 'first-name': 'Vera' }), 'consumerName=VERY');
    expect(result.ccsCode).toBe(HOME_SHOPPING_PRODUCT_ID);
  });

  // Every persona but the offered one and the one referred to open banking (its own test below).
  it.each(
    SANDBOX_PERSONAS.filter(({ outcome, lastName }) => outcome !== 'MATCH_AND_OFFER' && lastName !== 'Refer').map(
      ({ lastName, outcome }) => [lastName, outcome],
    ),
  )('answers the %s persona with %s and no open banking', async (lastName, reason) => {
    const result = await resultOf(ordinaryAnswers({ 'last-name': lastName }));
    expect(result.reason).toBe(reason);
    expect(result.openBankingUrl).toBeUndefined();
    expect(result.agreementUrl).toBeUndefined();
  });

  it('refers the Refer persona to open banking', async () => {
    const result = await resultOf(ordinaryAnswers({ 'last-name': 'refer' }));
    expect(result.reason).toBe('SCORE_DECLINE');
    expect(result.openBankingDecisionIndicator).toBe(true);
    expect(result.openBankingUrl).toBe(`/ob-landing?quotation=${result.quotationId}`);
  });

  it('does not refer to open banking for a brand without it', async () => {
    const result = await resultOf(ordinaryAnswers({ 'last-name': 'Refer' }), 'consumerName=POST');
    expect(result.reason).toBe('SCORE_DECLINE');
    expect(result.openBankingUrl).toBeUndefined();
  });

  it('answers ERROR when the agency is slower than its time-out, and keeps the quotation', async () => {
    const started = performance.now();
    const result = await resultOf(ordinaryAnswers({ 'last-name': 'Slow' }));
    expect(result.reason).toBe('ERROR');
    expect(performance.now() - started).toBeLessThan(2000);
    const { rows } = await ctx.db.query('select status, reason from quotations where id = $1', [result.quotationId]);
    expect(rows).toEqual([{ status: 'decided', reason: 'ERROR' }]);
  });

  describe('rejections', () => {
    it('names each bad field with 400 and stores nothing', async () => {
      const form = await fetchForm(server.url);
      const before = await countRows(ctx.db, 'quotations');
      const body = { ...submissionFor(form, ordinaryAnswers()), marketingOptIn: 'maybe', visitorId: '', extra: 1 };
      const response = await postJson(server.url, '/api/quotation', body);
      expect(response.status).toBe(400);
      const { error, issues } = (await response.json()) as { error: string; issues: { path: string }[] };
      expect(error).toBeTruthy();
      expect(issues.map((issue) => issue.path).sort()).toEqual(['extra', 'marketingOptIn', 'visitorId']);
      expect(await countRows(ctx.db, 'quotations')).toBe(before);
    });

    it('names each invalid answer by its field id and stores nothing', async () => {
      const before = await countRows(ctx.db, 'quotations');
      const answers = ordinaryAnswers({ 'first-name': '', 'date-of-birth': '31-02-1990', postcode: 'NOPE' });
      const { response } = await submit(answers);
      expect(response.status).toBe(400);
      const { issues } = (await response.json()) as { issues: { path: string; message: string }[] };
      expect(issues).toEqual(
        expect.arrayContaining([
          { path: 'response.first-name', message: 'Please enter your first name' },
          { path: 'response.date-of-birth', message: 'Please enter a real date of birth' },
          { path: 'response.postcode', message: 'This is not a valid Postcode' },
        ]),
      );
      expect(await countRows(ctx.db, 'quotations')).toBe(before);
    });

    it('rejects an applicant under 18', async () => {
      const { response } = await submit(ordinaryAnswers({ 'date-of-birth': '03-03-2008' }));
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('You must be 18 or over');
    });

    it('rejects a tampered form token with 401', async () => {
      const form = await fetchForm(server.url);
      const [header, payload, signature] = form.token.split('.') as [string, string, string];
      const flipped = payload.slice(0, 10) + (payload[10] === 'A' ? 'B' : 'A') + payload.slice(11);
      const tampered = { ...form, token: [header, flipped, signature].join('.') };
      const response = await postJson(server.url, '/api/quotation', submissionFor(tampered, ordinaryAnswers()));
      expect(response.status).toBe(401);
      expect(await response.json()).toHaveProperty('error');
    });

    it('rejects an expired form token with 401', async () => {
      const form = await fetchForm(server.url);
      server.clock.advance(1441 * 60 * 1000);
      try {
        const response = await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
        expect(response.status).toBe(401);
      } finally {
        server.clock.advance(-1441 * 60 * 1000);
      }
    });

    it.each([
      ['another secret', 'another-secret-0123456789-abcdefghijklmnop', 'quickcheck-form'],
      ['another audience', TEST_KEYS.tokenSecret, 'quickcheck-result'],
    ])('rejects a token signed with %s with 401', async (_name, secret, audience) => {
      const form = await fetchForm(server.url);
      const now = Math.floor(server.clock.now().getTime() / 1000);
      const foreign = await new SignJWT({ ...form.payload })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('quickcheck')
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode(secret));
      const response = await postJson(
        server.url,
        '/api/quotation',
        submissionFor({ ...form, token: foreign }, ordinaryAnswers()),
      );
      expect(response.status).toBe(401);
    });

    it('takes the brand from the token, not from the body', async () => {
      const form = await fetchForm(server.url, 'consumerName=QCHK');
      const forged = { ...form.payload.requestDetails.quotationContext, brand: 'very', consumerName: 'VERY' };
      const body = submissionFor(form, ordinaryAnswers({ 'first-name': 'Forger' }), { quotationContext: forged });
      const result = (await (await postJson(server.url, '/api/quotation', body)).json()) as ResultResponse;
      expect(result.ccsCode).toBe('CCS01');
      const { rows } = await ctx.db.query('select brand from quotations where id = $1', [result.quotationId]);
      expect(rows).toEqual([{ brand: 'quickcheck' }]);
    });

    it('takes s from the token: a body sParameter (docs/product/data.md) is accepted and never read', async () => {
      const form = await fetchForm(server.url, 'consumerName=QCHK&s=AbcdeFghSGN');
      const body = submissionFor(form, ordinaryAnswers(), { sParameter: 'AbcdeFghBDY' });
      const response = await postJson(server.url, '/api/quotation', body);
      expect(response.status).toBe(200);
      const result = resultResponseSchema.parse(await response.json());
      expect(result.sParameter).toBe('AbcdeFghSGN');
      expect(new URL(result.agreementUrl ?? '').searchParams.get('vendorCode')).toBe('SGN');
      // Without an s in the token, the body's is not taken either.
      const plain = await fetchForm(server.url, 'consumerName=QCHK');
      const unsigned = await postJson(
        server.url,
        '/api/quotation',
        submissionFor(plain, ordinaryAnswers(), { sParameter: 'AbcdeFghBDY' }),
      );
      expect(resultResponseSchema.parse(await unsigned.json()).sParameter).toBeUndefined();
    });
  });

  it('drops answers the definition did not ask for', async () => {
    const answers = ordinaryAnswers({ 'first-name': 'Stray', 'not-a-field': 'x', 'previous-postcode': 'ZZ9 9ZZ' });
    const { response } = await submit(answers);
    const result = resultResponseSchema.parse(await response.clone().json());
    const read = await fetch(`${server.url}/api/quotation/${result.quotationId}`, asOwner(ownerCookieOf(response)));
    const stored = (await read.json()) as {
      answers: Record<string, string>;
    };
    expect(stored.answers['first-name']).toBe('Stray');
    expect(stored.answers).not.toHaveProperty('not-a-field');
    // Five years at the address: the previous address is not asked, so it is not kept.
    expect(stored.answers).not.toHaveProperty('previous-postcode');
  });
});
