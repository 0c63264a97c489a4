import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressLookupResponseSchema,
  DEFAULT_SESSION_EXPIRY_MINUTES,
  formResponsePayloadSchema,
  resultResponseSchema,
} from '@quickcheck/contracts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { asOwner, ownerCookieOf } from './helpers/owner.ts';
import { startTestApp, TEST_KEYS, type TestApp } from './helpers/test-app.ts';

forEachDatabase('form, stage, address lookup and edit mode', (ctx) => {
  let server: TestApp;
  // Stage checks and lookups name a session the server handed out (an unknown one gets 401).
  let SESSION: Record<string, string>;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
    SESSION = { 'Session-Id': (await fetchForm(server.url)).payload.sessionId };
  });
  afterAll(async () => server?.close());

  describe('GET /api/form', () => {
    it('signs a form token whose payload parses with the contract and verifies with the secret', async () => {
      const response = await fetch(`${server.url}/api/form?consumerName=QCHK`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { formResponse } = (await response.json()) as { formResponse: string };
      const { payload, protectedHeader } = await jwtVerify(
        formResponse,
        new TextEncoder().encode(TEST_KEYS.tokenSecret),
        {
          issuer: 'quickcheck',
          audience: 'quickcheck-form',
          currentDate: server.clock.now(),
        },
      );
      expect(protectedHeader.alg).toBe('HS256');
      expect(payload.exp! - payload.iat!).toBe(DEFAULT_SESSION_EXPIRY_MINUTES * 60);
      const form = formResponsePayloadSchema.parse(payload);
      expect(form.definition.id).toBe('qco-standard');
      expect(form.formValues).toEqual({});
      expect(form.openBanking.enabled).toBe(true);
      expect(form.requestDetails.quotationContext).toEqual({
        brand: 'quickcheck',
        consumerName: 'QCHK',
        journeyType: 'standard',
      });
    });

    it('gives each request a new session id', async () => {
      const [a, b] = await Promise.all([fetchForm(server.url), fetchForm(server.url)]);
      expect(a.payload.sessionId).not.toBe(b.payload.sessionId);
    });

    it.each([
      ['VERY', 'very', 'qco-standard', true],
      ['ltwd', 'littlewoods', 'qco-standard', true],
      ['POST', 'postoffice', 'qco-standard', false],
      ['THKM', 'thinkmoney', 'qco-standard', false],
      ['MSM', 'quickcheck', 'aggregator-standard', true],
      ['CCC', 'quickcheck', 'aggregator-standard', true],
      ['NOPE', 'quickcheck', 'qco-standard', true],
    ])('maps consumerName %s to brand %s on %s', async (consumerName, brand, definitionId, openBanking) => {
      const { payload } = await fetchForm(server.url, `consumerName=${consumerName}`);
      expect(payload.requestDetails.quotationContext.brand).toBe(brand);
      expect(payload.definition.id).toBe(definitionId);
      expect(payload.openBanking.enabled).toBe(openBanking);
    });

    it('falls back to the host brand for an unknown consumer name', async () => {
      const response = await fetch(`${server.url}/api/form?consumerName=NOPE&partner=ocean`);
      const { payload } = await fetchForm(server.url, 'consumerName=NOPE&partner=ocean');
      expect(response.status).toBe(200);
      expect(payload.requestDetails.quotationContext).toMatchObject({ brand: 'ocean', consumerName: 'OCEAN' });
    });

    it('keeps only alphanumeric codes of 3+ characters and derives the vendor code from s', async () => {
      const { payload } = await fetchForm(server.url, 'consumerName=QCHK&oemc=AB&vc=x!y&s=aBcdeFgh12Zrest');
      expect(payload.oemc).toBeUndefined();
      expect(payload.vendorCode).toBe('12Z');
      expect(payload.requestDetails.quotationContext.sParameter).toBe('aBcdeFgh12Zrest');
      const kept = await fetchForm(server.url, 'oemc=WEB1&vc=VND&s=aBcdeFghXXXrest');
      expect(kept.payload).toMatchObject({ oemc: 'WEB1', onlineEntryMethodCode: 'WEB1', vendorCode: 'VND' });
      const none = await fetchForm(server.url, 's=aBcdeFghXXXrest');
      expect(none.payload.vendorCode).toBeUndefined();
      // docs/product/data.md, the journey's fallback: any 'x' in characters 9–11 is removed and the rest used.
      const partial = await fetchForm(server.url, 's=aBcdeFghAxBrest');
      expect(partial.payload.vendorCode).toBe('AB');
    });

    it('answers 403 for a quotation this browser did not make, and 404 for a malformed id', async () => {
      for (const [id, status] of [
        ['7b0b0d1e-0000-4000-8000-000000000000', 403],
        ['not-a-uuid', 404],
      ] as const) {
        const response = await fetch(`${server.url}/api/form?quotation=${id}`);
        expect(response.status).toBe(status);
        expect(await response.json()).toHaveProperty('error');
      }
    });

    it('pre-fills the stored answers in edit mode', async () => {
      const form = await fetchForm(server.url);
      const answers = ordinaryAnswers({ 'first-name': 'Editor' });
      const answer = await postJson(server.url, '/api/quotation', submissionFor(form, answers));
      const owner = asOwner(ownerCookieOf(answer));
      const result = resultResponseSchema.parse(await answer.json());
      const edit = await fetchForm(server.url, `consumerName=QCHK&quotation=${result.quotationId}`, owner);
      expect(edit.payload.formValues).toEqual(answers);
      expect(edit.payload.requestDetails.quotationContext).toMatchObject({
        journeyType: 'pre-pop',
        editOf: result.quotationId,
      });

      const stored = await fetch(`${server.url}/api/quotation/${result.quotationId}`, owner);
      expect(stored.status).toBe(200);
      expect(await stored.json()).toEqual({ quotationId: result.quotationId, definitionId: 'qco-standard', answers });
    });
  });

  describe('GET /api/quotation/:id', () => {
    it('answers 400 for a malformed id and 403 for one this browser did not make', async () => {
      expect((await fetch(`${server.url}/api/quotation/nope`)).status).toBe(400);
      expect((await fetch(`${server.url}/api/quotation/7b0b0d1e-0000-4000-8000-000000000000`)).status).toBe(403);
    });
  });

  describe('POST /api/stage', () => {
    it('returns the errors of the stage', async () => {
      const response = await postJson(
        server.url,
        '/api/stage',
        { stageId: 'about-you', answers: { title: 'Ms', 'first-name': '', 'last-name': 'Smith' } },
        SESSION,
      );
      expect(response.status).toBe(200);
      const { errors } = (await response.json()) as { errors: { field: string; message: string }[] };
      expect(errors).toContainEqual({ field: 'first-name', message: 'Please enter your first name' });
      expect(errors.map((error) => error.field)).not.toContain('last-name');
    });

    it('returns no errors for a complete stage', async () => {
      const response = await postJson(
        server.url,
        '/api/stage',
        { stageId: 'your-finances', answers: ordinaryAnswers() },
        SESSION,
      );
      expect(await response.json()).toEqual({ errors: [] });
    });

    it('rejects an unknown stage', async () => {
      const response = await postJson(server.url, '/api/stage', { stageId: 'nope', answers: {} }, SESSION);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ issues: [{ path: 'stageId' }] });
    });

    it.each([[{}], [{ 'Session-Id': 'abc' }]])(
      'names the Session-Id header when it is missing or not a UUID',
      async (headers) => {
        const response = await postJson(server.url, '/api/stage', { stageId: 'about-you', answers: {} }, headers);
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: string; issues: { path: string }[] };
        expect(body.error).toContain('Session-Id');
        expect(body.issues[0]?.path).toBe('Session-Id');
      },
    );
  });

  describe('POST /api/address-lookup', () => {
    it('lists the same 5–8 addresses for a postcode every time', async () => {
      const first = await postJson(server.url, '/api/address-lookup', { postcode: 'sw1a 1aa' }, SESSION);
      expect(first.status).toBe(200);
      const { addresses } = addressLookupResponseSchema.parse(await first.json());
      expect(addresses.length).toBeGreaterThanOrEqual(5);
      expect(addresses.length).toBeLessThanOrEqual(8);
      expect(addresses.every((address) => address.postcode === 'SW1A 1AA')).toBe(true);
      const again = await postJson(server.url, '/api/address-lookup', { postcode: 'SW1A1AA' }, SESSION);
      expect((await again.json()) as unknown).toEqual({ addresses });
    });

    it.each([
      [{ postcode: '' }, 'Postcode is required'],
      [{}, 'Postcode is required'],
      [{ postcode: 'NOT A CODE' }, 'This is not a valid Postcode'],
    ])('rejects %j with "%s"', async (body, message) => {
      const response = await postJson(server.url, '/api/address-lookup', body, SESSION);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message, issues: [{ path: 'postcode', message }] });
    });

    it('answers 502 with the manual-entry message when the lookup fails', async () => {
      const response = await postJson(server.url, '/api/address-lookup', { postcode: 'ZZ1 1ZZ' }, SESSION);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: 'Address lookup failed, please enter address manually' });
    });

    it('requires a Session-Id', async () => {
      const response = await postJson(server.url, '/api/address-lookup', { postcode: 'SW1A 1AA' });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('Session-Id');
    });
  });
});
