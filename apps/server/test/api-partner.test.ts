import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultResponseSchema, type Answers } from '@quickcheck/contracts';
import type { CreditReferenceAgency } from '../src/ports/credit-reference-agency/agency-port.ts';
import { createSandboxAddressLookup } from '../src/ports/address-lookup/sandbox-address-lookup.ts';
import { createSandboxAgency } from '../src/ports/credit-reference-agency/sandbox-agency.ts';
import { SANDBOX_PERSONAS } from '@quickcheck/contracts/fixtures';
import { exampleResponse } from '../src/partner/openapi-document.ts';
import { OFFER_WORDING } from '../src/partner/partner-api-schemas.ts';
import { PARTNER_LINK_TITLES } from '../src/partner/continue-link-pages.ts';
import { createPartnerKey, ensureSandboxKey, revokePartnerKey, type PartnerCode } from '../src/partner/partner-keys.ts';
import { runPartnerKeyCommand } from '../src/partner/partner-key-command.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { servedDocumentChecker } from './helpers/openapi-responses.ts';
import { ownerCookieOf } from './helpers/owner.ts';
import { startTestApp, TEST_KEYS, type TestApp } from './helpers/test-app.ts';

const ELIGIBILITY = '/partner/v1/eligibility';

/** The sandbox agency, counting the soft searches that reach it. */
function countingAgency() {
  const sandbox = createSandboxAgency({ latencyMs: () => 0 });
  const state = { calls: 0 };
  const agency: CreditReferenceAgency = {
    details: sandbox.details,
    isTestPersona: (request) => sandbox.isTestPersona?.(request) ?? false,
    check: async (request, signal) => {
      state.calls++;
      return sandbox.check(request, signal);
    },
  };
  return { agency, state };
}

/** A name may hold letters only: 0 → 'a', 27 → 'bb'. */
const lettersOf = (n: number): string =>
  (n < 26 ? '' : lettersOf(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));

forEachDatabase('partner API', (ctx) => {
  let server: TestApp;
  let second: TestApp;
  let documented: Awaited<ReturnType<typeof servedDocumentChecker>>;
  const searches = countingAgency();
  let applicant = 0;
  /** A fresh applicant each time: the agency's 'already applied' memory and idempotency never join tests. */
  const answersFor = (overrides: Answers = {}) =>
    ordinaryAnswers({ 'first-name': `Partner${lettersOf(applicant++)}`, ...overrides });

  beforeAll(async () => {
    const ports = { agency: searches.agency, addressLookup: createSandboxAddressLookup({ latencyMs: () => 0 }) };
    // Budgets unscaled (RATE_LIMIT_SCALE 1), so a key's own limits are what the tests meet.
    const config = { rateLimitScale: 1 };
    server = await startTestApp(ctx.db, { ports, config });
    // A second server on the same database: limits and quotas are shared, as between processes.
    second = await startTestApp(ctx.db, { ports, config });
    documented = await servedDocumentChecker(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await second?.close();
  });

  const newKey = async (partner: PartnerCode, limits: { perMinute?: number; perDay?: number } = {}) =>
    (await createPartnerKey(ctx.db, partner, limits)).key;

  async function ask(key: string | undefined, body: unknown, headers: Record<string, string> = {}, on = server) {
    const response = await postJson(on.url, ELIGIBILITY, body, {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    });
    const answer = (await documented.check(ELIGIBILITY, 'POST', response)) as Record<string, unknown>;
    return { response, answer };
  }

  it('answers every sandbox persona with its outcome, an offer only when matched, worded subject to final checks', async () => {
    const key = await newKey('CLRS');
    for (const persona of SANDBOX_PERSONAS) {
      const answers = answersFor({ 'last-name': persona.lastName });
      const { response, answer } = await ask(key, { answers });
      expect(response.status, persona.lastName).toBe(200);
      expect(answer.outcome, persona.lastName).toBe(persona.outcome);
      expect(answer.openBankingReferral, persona.lastName).toBe(persona.lastName === 'Refer');
      if (persona.outcome === 'MATCH_AND_OFFER') {
        expect(answer.offer).toMatchObject({ status: 'subject-to-final-checks', wording: OFFER_WORDING });
        expect(OFFER_WORDING).toMatch(/subject to final checks/i);
        expect((answer.offer as { creditLimit: number }).creditLimit).toBeGreaterThanOrEqual(250);
      } else {
        expect(answer.offer, persona.lastName).toBeUndefined();
      }
      // The reference's example for this persona is this very answer, but for the ids and the link.
      expect(answer, persona.lastName).toEqual({
        ...exampleResponse(persona),
        applicationId: answer.applicationId,
        continueUrl: answer.continueUrl,
        continueExpiresAt: answer.continueExpiresAt,
      });
      const link = new URL(String(answer.continueUrl));
      expect(link.pathname).toMatch(/^\/partner\/continue\/[A-Za-z0-9_-]{43}$/);
      // Nothing personal in the link.
      for (const personal of ['first-name', 'last-name', 'postcode', 'email-address', 'date-of-birth']) {
        expect(decodeURIComponent(String(answer.continueUrl)).toLowerCase()).not.toContain(
          answers[personal]!.toLowerCase(),
        );
      }
    }
  });

  it('refuses a missing, unknown or revoked key, and bad answers, storing nothing', async () => {
    const before = await countRows(ctx.db, 'quotations');
    expect((await ask(undefined, { answers: answersFor() })).response.status).toBe(401);
    expect((await ask('qcp_0123456789_' + 'x'.repeat(43), { answers: answersFor() })).response.status).toBe(401);
    const key = await newKey('TOTM');
    const bad = await ask(key, { answers: answersFor({ 'date-of-birth': '31-02-1985', 'first-name': '' }) });
    expect(bad.response.status).toBe(400);
    expect((bad.answer.issues as { path: string }[]).map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['answers.date-of-birth', 'answers.first-name']),
    );
    // The consumer code is the key's: the body cannot name one.
    const named = await ask(key, { answers: answersFor(), consumerName: 'MSM' });
    expect(named.response.status).toBe(400);
    expect(named.answer.issues).toEqual([{ path: 'consumerName', message: 'Unknown field' }]);
    expect(await countRows(ctx.db, 'quotations')).toBe(before);
  });

  it('refuses a key made in development — the sandbox key a development start prints — when the same database is served with production settings', async () => {
    const sandboxKey = await ensureSandboxKey(ctx.db, TEST_KEYS.tokenSecret);
    const madeByCommand = /qcp_\w{10}_[\w-]{43}/.exec(
      await runPartnerKeyCommand(ctx.db, ['create', 'MSM'], {}, undefined, { development: true }),
    )![0];
    const production = await startTestApp(ctx.db, {
      ports: { agency: searches.agency, addressLookup: createSandboxAddressLookup({ latencyMs: () => 0 }) },
      config: {
        publicOrigin: 'https://quickcheck.example.co.uk',
        brandOrigins: [{ brand: 'quickcheck', origin: 'https://quickcheck.example.co.uk' }],
      },
    });
    try {
      for (const key of [sandboxKey, madeByCommand]) {
        expect((await ask(key, { answers: answersFor() })).response.status).toBe(200);
        const refused = await ask(key, { answers: answersFor() }, {}, production);
        expect(refused.response.status).toBe(401);
      }
      // A key made in production works in both.
      expect((await ask(await newKey('MSM'), { answers: answersFor() }, {}, production)).response.status).toBe(200);
      const listed = await runPartnerKeyCommand(ctx.db, ['list']);
      expect(listed).toMatch(/sandbox\w+ {2}MSM {2}active .* {2}sandbox {2}development only/);
    } finally {
      await production.close();
    }
  });

  it('rotates with two keys, refuses a third, and a revocation counts at once', async () => {
    const first = await createPartnerKey(ctx.db, 'CTM');
    const secondKey = await createPartnerKey(ctx.db, 'CTM');
    await expect(createPartnerKey(ctx.db, 'CTM')).rejects.toThrow(/already has 2 active keys/);
    expect((await ask(first.key, { answers: answersFor() })).response.status).toBe(200);
    expect((await ask(secondKey.key, { answers: answersFor() })).response.status).toBe(200);
    await revokePartnerKey(ctx.db, first.record.prefix);
    const revoked = await ask(first.key, { answers: answersFor() });
    expect(revoked.response.status).toBe(403);
    expect(revoked.answer.error).toContain(first.record.prefix);
    expect((await ask(secondKey.key, { answers: answersFor() })).response.status).toBe(200);
    // The command line: list shows prefixes and states, never a key.
    const listed = await runPartnerKeyCommand(ctx.db, ['list']);
    expect(listed).toContain(`${first.record.prefix}  CTM  revoked`);
    expect(listed).not.toContain(secondKey.key);
    const created = await runPartnerKeyCommand(ctx.db, ['create', 'ctm']);
    expect(created).toMatch(/qcp_[a-z0-9]{10}_[A-Za-z0-9_-]{43}/);
  });

  it('limits each key per minute and per day across two servers, with Retry-After', async () => {
    const perMinute = await newKey('USWC', { perMinute: 2 });
    const statuses = [];
    for (const on of [server, second, server])
      statuses.push((await ask(perMinute, { answers: answersFor() }, {}, on)).response);
    expect(statuses.map((response) => response.status)).toEqual([200, 200, 429]);
    expect(Number(statuses[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(statuses[2]!.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    const perDay = await newKey('MCU', { perDay: 2 });
    const daily = [];
    for (const on of [second, server, second])
      daily.push((await ask(perDay, { answers: answersFor() }, {}, on)).response);
    expect(daily.map((response) => response.status)).toEqual([200, 200, 429]);
    expect(Number(daily[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(daily[2]!.headers.get('retry-after'))).toBeLessThanOrEqual(24 * 3600);
  });

  it('honours Idempotency-Key per partner: a retry is the same application and one soft search', async () => {
    const a = await newKey('EXPR');
    const b = await newKey('CK');
    const body = { answers: answersFor() };
    const calls = searches.state.calls;
    const first = await ask(a, body, { 'idempotency-key': 'order-1' });
    const again = await ask(a, body, { 'idempotency-key': 'order-1' });
    expect(again.answer.applicationId).toBe(first.answer.applicationId);
    expect(again.answer.outcome).toBe(first.answer.outcome);
    expect(searches.state.calls).toBe(calls + 1);
    const changed = await ask(a, { answers: answersFor() }, { 'idempotency-key': 'order-1' });
    expect(changed.response.status).toBe(422);
    // Partner B's same key is B's own: it never finds A's applicant.
    const other = await ask(b, body, { 'idempotency-key': 'order-1' });
    expect(other.response.status).toBe(200);
    expect(other.answer.applicationId).not.toBe(first.answer.applicationId);
  });

  describe('the continue link', () => {
    /** A partner's application with its continue link, and the soft searches made up to then. */
    async function applyThroughPartner(partner: PartnerCode, answers: Answers) {
      const { answer } = await ask(await newKey(partner), { answers });
      return { answer, link: String(answer.continueUrl), calls: searches.state.calls };
    }
    /** Opens the link as a browser would, without following its redirect. */
    const open = (link: string) => fetch(link, { redirect: 'manual' });
    /** The owner's own submission of the answers the form holds. */
    async function submitAsOwner(form: Awaited<ReturnType<typeof fetchForm>>, cookie: string) {
      const submitted = await postJson(
        server.url,
        '/api/quotation',
        submissionFor(form, form.payload.formValues, { requoteOptIn: 'false' }),
        { cookie },
      );
      return resultResponseSchema.parse(await submitted.json());
    }

    it("makes the browser the owner, opens 'Check your answers' pre-filled in the partner's journey, and submits to the same decision", async () => {
      // Not an offer: the visitor confirms the answers (an offer opens at the agreement, below).
      const answers = answersFor({ 'last-name': 'Decline' });
      const { answer, link, calls } = await applyThroughPartner('MSE', answers);
      const opened = await open(link);
      expect(opened.status).toBe(303);
      const target = new URL(opened.headers.get('location') ?? '', server.url);
      expect(target.pathname).toBe('/eligibility/check-your-answers');
      expect(Object.fromEntries(target.searchParams)).toEqual({
        consumerName: 'MSE',
        quotation: answer.applicationId,
      });
      const cookie = ownerCookieOf(opened);

      // The form this browser now gets is the partner's, with the applicant's answers.
      const form = await fetchForm(server.url, target.search.slice(1), { headers: { cookie } });
      expect(form.payload.consumerName).toBe('MSE');
      expect(form.payload.requestDetails.quotationContext.journeyType).toBe('pre-pop');
      expect(form.payload.formValues).toMatchObject(answers);
      // Without the link's cookie, nobody else's browser gets them.
      expect((await fetch(`${server.url}/api/form${target.search}`)).status).toBe(403);

      const result = await submitAsOwner(form, cookie);
      expect(result.quotationId).toBe(answer.applicationId);
      expect(result.reason).toBe(answer.outcome);
      expect(searches.state.calls).toBe(calls);

      // Single use.
      const reused = await open(link);
      expect(reused.status).toBe(410);
      // It says what happened to it (used, not expired), in the brand the applicant was checked in.
      const page = await reused.text();
      expect(page).toContain(`<h1>${PARTNER_LINK_TITLES.used}</h1>`);
      expect(page).not.toContain(PARTNER_LINK_TITLES.expired);
      expect(page).toMatch(/This link was used on \d{1,2} \w+ \d{4} at \d{1,2}:\d{2}[ap]m (GMT|BST)\./);
      expect(page).toContain(`<title>${PARTNER_LINK_TITLES.used} - QuickCheck</title>`);
      expect(page).toContain('<a class="action" href="/">Start a fresh check</a>');
    });

    it("opens an offer straight at the agreement, the form's own submission's link with the product, with no second search", async () => {
      const { answer, link, calls } = await applyThroughPartner('MSE', answersFor());
      expect(answer.outcome).toBe('MATCH_AND_OFFER');
      const opened = await open(link);
      expect(opened.status).toBe(303);
      const target = new URL(opened.headers.get('location') ?? '');
      expect(target.pathname).toBe('/agreement');
      const cookie = ownerCookieOf(opened);

      // The agreement shows this applicant's offer.
      const offer = await fetch(`${server.url}/api/agreement?token=${target.searchParams.get('token')}`);
      expect(offer.status).toBe(200);
      expect(await offer.json()).toMatchObject({ quotationId: answer.applicationId, accepted: false });

      // The owner's own submission of the same answers leads to the very same address.
      const form = await fetchForm(
        server.url,
        new URLSearchParams({ consumerName: 'MSE', quotation: String(answer.applicationId) }).toString(),
        { headers: { cookie } },
      );
      const result = await submitAsOwner(form, cookie);
      // The link names the product as the browser does for a comparison site's visitor (docs/product/journey.md).
      expect(result.ccsCode).toMatch(/^CCS\w+$/);
      expect(target.searchParams.get('p')).toBe(result.ccsCode);
      target.searchParams.delete('p');
      expect(result.agreementUrl).toBe(target.toString());
      expect(searches.state.calls).toBe(calls);
    });

    it('is one live link per application: a retry replaces it, and the earlier link opens nothing', async () => {
      const key = await newKey('CK');
      const body = { answers: answersFor() };
      const headers = { 'idempotency-key': 'one-live-link' };
      const links = [];
      for (let retry = 0; retry < 3; retry += 1) links.push(String((await ask(key, body, headers)).answer.continueUrl));
      expect(new Set(links).size).toBe(3);
      for (const earlier of links.slice(0, -1)) {
        const replaced = await open(earlier);
        expect(replaced.status).toBe(410);
        expect(await replaced.text()).toContain(`<h1>${PARTNER_LINK_TITLES.unknown}</h1>`);
      }
      expect((await open(links.at(-1)!)).status).toBe(303);
      // Used: a retry after that issues a link again, and the used one stays used.
      const after = String((await ask(key, body, headers)).answer.continueUrl);
      expect((await open(links.at(-1)!)).status).toBe(410);
      expect((await open(after)).status).toBe(303);
    });

    it('is refused once 30 minutes have passed', async () => {
      const { link } = await applyThroughPartner('CCC', answersFor());
      server.clock.advance(31 * 60_000);
      const expired = await open(link);
      expect(expired.status).toBe(410);
      expect(expired.headers.getSetCookie()).toEqual([]);
      expect(await expired.text()).toContain(`<h1>${PARTNER_LINK_TITLES.expired}</h1>`);
    });
  });

  it('checked every response against the served document', () => {
    expect(documented.checked).toBeGreaterThan(20);
  });
});
