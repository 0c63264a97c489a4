import { isDeepStrictEqual } from 'node:util';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as Provider from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { QCO_STANDARD, SAVE_FOR_LATER_PATH, SESSION_ID_HEADER } from '@quickcheck/contracts';
import { completeStages, fetchForm, ordinaryAnswers, postJson } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { obPost, referredCheck, submitCheck } from './helpers/open-banking.ts';
import { asOwner } from './helpers/owner.ts';
import { apiRoutesOf } from './helpers/registered-routes.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A route's declared answer is serialised through its zod schema, which drops any key the schema
 * does not name (decision 095). The app's serializer compiler is wrapped here to watch it: each
 * answer's JSON on the wire is compared with what its handler gave, so a key a handler adds without
 * its schema fails these tests instead of silently never reaching the browser.
 */
const seen = vi.hoisted(() => ({
  /** `METHOD url` → the statuses it declares an answer for. */
  declared: new Map<string, Set<string>>(),
  /** `METHOD url status` of every answer serialised through a declared schema. */
  serialised: new Set<string>(),
  /** Answers whose JSON on the wire is not what their handler gave. */
  changed: [] as { answer: string; given: unknown; written: unknown }[],
}));

vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const provider = await importOriginal<typeof Provider>();
  const watched: typeof provider.serializerCompiler = (route) => {
    const serialize = provider.serializerCompiler(route);
    const key = `${route.method} ${route.url}`;
    seen.declared.set(key, (seen.declared.get(key) ?? new Set()).add(String(route.httpStatus)));
    return (data) => {
      const written = serialize(data);
      const answer = `${key} ${route.httpStatus}`;
      seen.serialised.add(answer);
      const given: unknown = JSON.parse(JSON.stringify(data));
      if (!isDeepStrictEqual(JSON.parse(written), given)) seen.changed.push({ answer, given, written });
      return written;
    };
  };
  return { ...provider, serializerCompiler: watched };
});

describe('the watch on declared answers', () => {
  it('sees a key its schema would drop', async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/probe',
      { schema: { response: { 200: z.object({ kept: z.string() }) } } },
      // A handler giving a key its schema does not name, as a drift would (no type error: zod drops it).
      async () => ({ kept: 'yes', added: 'lost' }),
    );
    const before = seen.changed.length;
    const response = await app.inject('/probe');
    await app.close();
    expect(response.json()).toEqual({ kept: 'yes' });
    expect(seen.changed.splice(before)).toEqual([
      { answer: 'GET /probe 200', given: { kept: 'yes', added: 'lost' }, written: '{"kept":"yes"}' },
    ]);
  });
});

forEachDatabase("the site's API answers as its routes declare", (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  it('declares an answer for every /api route', () => {
    const routes = apiRoutesOf(server.app).map((route) => `${route.method} ${route.url}`);
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter((route) => !seen.declared.has(route))).toEqual([]);
  });

  it('keeps every key a handler gives, on the way through a check and its refusals', async () => {
    const { url } = server;
    const headers = (form: { payload: { sessionId: string } }) => ({ [SESSION_ID_HEADER]: form.payload.sessionId });

    const form = await fetchForm(url);
    await completeStages(url, form, ordinaryAnswers());
    expect((await postJson(url, '/api/stage', { stageId: 'nope', answers: {} }, headers(form))).status).toBe(400);
    expect((await postJson(url, '/api/address-lookup', { postcode: 'LS1 4AP' }, headers(form))).status).toBe(200);
    expect((await postJson(url, '/api/session/snapshot-key', {}, headers(form))).status).toBe(200);
    const save = { email: 'a@example.com', definitionId: QCO_STANDARD.id, stageId: 'about-you', answers: {} };
    await postJson(url, `/api${SAVE_FOR_LATER_PATH}`, save, headers(form));

    const offer = await submitCheck(url, ordinaryAnswers({ 'first-name': 'Keys' }), 'consumerName=LUMA');
    const { quotationId, agreementUrl } = offer.result;
    const owner = asOwner(offer.cookie);
    expect((await fetch(`${url}/api/quotation/${quotationId}`, owner)).status).toBe(200);
    expect((await fetch(`${url}/api/quotation/${quotationId}`)).status).toBe(403);
    const reference = offer.result.explanation?.reference ?? '';
    expect((await fetch(`${url}/api/quote/${reference}`, owner)).status).toBe(200);
    expect((await fetch(`${url}/api/quote/${reference}`)).status).toBe(404);
    const token = new URL(agreementUrl ?? '').searchParams.get('token') ?? '';
    expect((await fetch(`${url}/api/agreement?token=${token}`)).status).toBe(200);
    expect((await fetch(`${url}/api/agreement?token=nonsense`)).status).toBe(401);
    expect((await postJson(url, '/api/agreement/accept', { token })).status).toBe(200);

    const referred = await referredCheck(url);
    const quotation = referred.result.quotationId;
    expect((await obPost(url, 'connect', { quotation }, referred.cookie)).status).toBe(200);
    expect((await obPost(url, 'decline', { quotation }, referred.cookie)).status).toBe(200);
    expect((await obPost(url, 'decline', { quotation })).status).toBe(403);

    expect((await postJson(url, '/api/experiments/offers', { url: 'http://localhost:3000/' })).status).toBe(200);
    for (const probe of ['/api/health', '/api/health/live']) expect((await fetch(`${url}${probe}`)).status).toBe(200);

    expect(seen.changed).toEqual([]);
    // What was watched: the answers above went through their schemas (none passed unseen).
    expect([...seen.serialised]).toEqual(
      expect.arrayContaining([
        'GET /api/form 200',
        'POST /api/stage 200',
        'POST /api/stage 400',
        'POST /api/address-lookup 200',
        'POST /api/quotation 200',
        'GET /api/quotation/:id 200',
        'GET /api/quotation/:id 403',
        'GET /api/quote/:reference 200',
        'GET /api/agreement 200',
        'GET /api/agreement 401',
        'POST /api/agreement/accept 200',
        'POST /api/open-banking/connect 200',
        'POST /api/open-banking/decline 200',
        'POST /api/experiments/offers 200',
        'GET /api/health 200',
      ]),
    );
  });
});
