import { afterAll, beforeAll, expect, it } from 'vitest';
import { fetchForm, ordinaryAnswers, postJson, submissionFor, type FormSession } from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import {
  claimsOf,
  forge,
  unsigned,
  withTamperedPayload,
  withTamperedSignature,
  type TokenShape,
} from './helpers/forged-tokens.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const FORM_AUDIENCE = 'quickcheck-form';
const RESULT_AUDIENCE = 'quickcheck-result';
const OTHER_SECRET = 'another-deployment-secret-0123456789-abcdef';

type Case = [name: string, make: (token: string, shape: TokenShape, now: Date) => Promise<string> | string];

/** Each way a token can be wrong; every one must be refused with 401 by every endpoint. */
const CASES: Case[] = [
  ['alg none', (token) => unsigned(token)],
  ['alg HS512 with our key', (_t, shape, now) => forge(shape, now, { alg: 'HS512' })],
  ['signed with another key', (_t, shape, now) => forge(shape, now, { secret: OTHER_SECRET })],
  [
    'another brand, signed by its own deployment',
    (_t, shape, now) => forge({ ...shape, claims: { ...shape.claims, brand: 'very' } }, now, { secret: OTHER_SECRET }),
  ],
  ['wrong audience', (_t, shape, now) => forge(shape, now, { audience: 'someone-else' })],
  [
    'the other token kind (form ↔ result audience)',
    (_t, shape, now) =>
      forge(shape, now, { audience: shape.audience === FORM_AUDIENCE ? RESULT_AUDIENCE : FORM_AUDIENCE }),
  ],
  ['wrong issuer', (_t, shape, now) => forge(shape, now, { issuer: 'not-quickcheck' })],
  ['expired', (_t, shape, now) => forge(shape, now, { expiresAt: Math.floor(now.getTime() / 1000) - 5 })],
  ['not yet valid', (_t, shape, now) => forge(shape, now, { notBefore: Math.floor(now.getTime() / 1000) + 600 })],
  ['tampered payload', (token) => withTamperedPayload(token, { brand: 'luma', sub: crypto.randomUUID() })],
  ['tampered signature', (token) => withTamperedSignature(token)],
  ['truncated', (token) => token.slice(0, token.lastIndexOf('.'))],
  ['cut short', (token) => token.slice(0, -10)],
  ['garbage', () => 'garbage'],
  ['three empty parts', () => '..'],
];

forEachDatabase('token negative suite', (ctx) => {
  let server: TestApp;
  let form: FormSession;
  let resultToken: string;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
    form = await fetchForm(server.url);
    const answer = await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
    ({ token: resultToken } = (await answer.json()) as { token: string });
    // A fresh form for the refusals below: a resubmission of the first would be answered from storage.
    form = await fetchForm(server.url);
  });
  afterAll(async () => server?.close());

  const counts = async () => [await countRows(ctx.db, 'quotations'), await countRows(ctx.db, 'agreement_acceptances')];

  it('the genuine tokens work (so each refusal below is the token, not the request)', async () => {
    const offer = await fetch(`${server.url}/api/agreement?token=${resultToken}`);
    expect(offer.status).toBe(200);
    const submission = await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
    expect(submission.status).toBe(200);
    form = await fetchForm(server.url);
    // The forging helper makes tokens the server accepts when nothing is changed.
    const now = server.clock.now();
    const reforged = await forge({ audience: RESULT_AUDIENCE, claims: claimsOf(resultToken) }, now);
    expect((await fetch(`${server.url}/api/agreement?token=${reforged}`)).status).toBe(200);
    const reforgedForm = await forge({ audience: FORM_AUDIENCE, claims: claimsOf(form.token) }, now);
    const resubmitted = await postJson(server.url, '/api/quotation', {
      ...submissionFor(form, ordinaryAnswers({ 'last-name': 'Reforged' })),
      formResponse: reforgedForm,
    });
    expect(resubmitted.status).toBe(200);
    form = await fetchForm(server.url);
  });

  it.each(CASES)(
    '%s: 401 from POST /api/quotation, GET /api/agreement and POST /api/agreement/accept',
    async (_name, make) => {
      const now = server.clock.now();
      const badForm = await make(form.token, { audience: FORM_AUDIENCE, claims: claimsOf(form.token) }, now);
      const badResult = await make(resultToken, { audience: RESULT_AUDIENCE, claims: claimsOf(resultToken) }, now);
      const before = await counts();

      const quotation = await postJson(server.url, '/api/quotation', {
        ...submissionFor(form, ordinaryAnswers()),
        formResponse: badForm,
      });
      const offer = await fetch(`${server.url}/api/agreement?token=${encodeURIComponent(badResult)}`);
      const accept = await postJson(server.url, '/api/agreement/accept', { token: badResult });

      expect([quotation.status, offer.status, accept.status]).toEqual([401, 401, 401]);
      for (const answer of [quotation, offer, accept]) {
        expect(await answer.json()).toEqual({ error: expect.any(String) });
      }
      expect(await counts()).toEqual(before);
    },
  );
});
