import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUOTE_EXPIRED,
  QUOTE_TEXT,
  agreementOfferSchema,
  quoteExpiredSchema,
  resultResponseSchema,
  type Answers,
} from '@quickcheck/contracts';
import { MIGRATIONS } from '../src/db/migrate.ts';
import { parseDecisionReference, REFERENCE_ALPHABET } from '../src/quotation/decision-reference.ts';
import { drawReference } from '../src/quotation/draw-reference.ts';
import { findByReference, insertWithFreshReferences, isReferenceCollision } from '../src/quotation/quotation-store.ts';
import { createTokenService } from '../src/security/tokens.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { completeFrom, linkAccount, referredCheck } from './helpers/open-banking.ts';
import { asOwner, ownerCookieOf } from './helpers/owner.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 23 item 2 (decision 024). The test app's clock stands at 2026-03-02T10:00Z: a 30-day quote
// holds to the end of 1 April, UK time — 23:00 UTC, as the clocks went forward on 29 March.
const LAST_DAY = '2026-04-01';
const ENDS_AT = new Date('2026-04-01T23:00:00Z');

forEachDatabase('a quote that holds', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  async function check(answers: Answers, query = 'consumerName=LUMA', app: TestApp = server) {
    const form = await fetchForm(app.url, query);
    const response = await postJson(app.url, '/api/quotation', submissionFor(form, answers));
    expect(response.status).toBe(200);
    return { result: resultResponseSchema.parse(await response.clone().json()), owner: ownerCookieOf(response) };
  }
  const tokenOf = (agreementUrl: string | undefined) => new URL(agreementUrl ?? '').searchParams.get('token') ?? '';
  const showOffer = (token: string) => fetch(`${server.url}/api/agreement?token=${token}`);
  const accept = (token: string) => postJson(server.url, '/api/agreement/accept', { token });
  async function acceptances(quotationId: string) {
    const { rows } = await ctx.db.query<{ n: unknown }>(
      'select count(*) as n from agreement_acceptances where quotation_id = $1',
      [quotationId],
    );
    return Number(rows[0]?.n);
  }

  /** Runs `fn` with the server's clock at `at`, then puts it back. */
  async function at<T>(instant: Date, fn: () => Promise<T>): Promise<T> {
    const start = server.clock.now();
    server.clock.set(instant);
    try {
      return await fn();
    } finally {
      server.clock.set(start);
    }
  }

  it('a match carries a checksummed reference and its last day, both stored with the decision', async () => {
    const { result } = await check(ordinaryAnswers({ 'first-name': 'Quoted' }));
    expect(result.reason).toBe('MATCH_AND_OFFER');
    const reference = result.explanation?.reference ?? '';
    expect(parseDecisionReference(reference)).toBe(reference);
    expect(result.explanation?.validUntil).toBe(LAST_DAY);

    const row = await findByReference(ctx.db, reference);
    expect(row?.id).toBe(result.quotationId);
    expect(new Date(row?.valid_until ?? 0).toISOString()).toBe(ENDS_AT.toISOString());

    const offer = agreementOfferSchema.parse(await (await showOffer(tokenOf(result.agreementUrl))).json());
    expect(offer).toMatchObject({ reference, validUntil: LAST_DAY, firstName: 'Quoted' });
  });

  it('a match after open banking keeps the referral’s reference and gets its end, from the time it was decided', async () => {
    // Referred at 23:40 on 2 March, decided on the bank data after midnight: the quote counts from 3 March.
    const { check, result } = await at(new Date('2026-03-02T23:40:00Z'), async () => {
      const check = await referredCheck(server.url);
      const handBack = await linkAccount(server.url, check, 'healthy');
      server.clock.advance(25 * 60_000);
      const completed = await completeFrom(server.url, handBack, check.cookie);
      return { check, result: resultResponseSchema.parse(await completed.json()) };
    });
    expect(result.reason).toBe('MATCH_AND_OFFER');
    expect(result.explanation).toMatchObject({
      reference: check.result.explanation?.reference,
      validUntil: '2026-04-02',
    });
  });

  it('every outcome has a reference of the same scheme; only a match has an end', async () => {
    for (const lastName of ['Decline', 'Mismatch', 'Applied', 'Error']) {
      const { result } = await check(ordinaryAnswers({ 'first-name': 'Other', 'last-name': lastName }));
      const reference = result.explanation?.reference ?? '';
      expect(parseDecisionReference(reference), lastName).toBe(reference);
      expect(result.explanation?.validUntil, lastName).toBeUndefined();
      const row = await findByReference(ctx.db, reference);
      expect(row?.id).toBe(result.quotationId);
      expect(row?.valid_until).toBeNull();
    }
  });

  it('the agreement honours the offer to the end of its last day, then refuses to show or accept it', async () => {
    const { result } = await check(ordinaryAnswers({ 'first-name': 'Expiring', 'email-address': 'e@example.org' }));
    const token = tokenOf(result.agreementUrl);

    // The last minute of 1 April (UK): still shown, as the page promised.
    await at(new Date(ENDS_AT.getTime() - 60_000), async () => {
      expect((await showOffer(token)).status).toBe(200);
    });

    for (const instant of [ENDS_AT, new Date('2026-09-01T10:00:00Z')]) {
      await at(instant, async () => {
        const shown = await showOffer(token);
        expect(shown.status).toBe(410);
        const refusal = quoteExpiredSchema.parse(await shown.json());
        expect(refusal).toEqual({
          error: QUOTE_TEXT.expiredTitle,
          code: QUOTE_EXPIRED,
          reference: result.explanation?.reference,
          validUntil: LAST_DAY,
          // The form on the brand's own site: a fresh check, nothing of this one carried over.
          freshCheckUrl: `${server.url}/?partner=luma`,
        });
        expect(JSON.stringify(refusal)).not.toContain('Expiring');

        const accepted = await accept(token);
        expect(accepted.status).toBe(410);
        expect(quoteExpiredSchema.parse(await accepted.json()).code).toBe(QUOTE_EXPIRED);
      });
    }
    expect(await acceptances(result.quotationId)).toBe(0);

    // The expired answer still needs our signature: a forged token for the same quotation proves nothing.
    const forger = createTokenService('another-deployment-secret-0123456789-abcdef', server.clock, 60);
    const forged = await forger.sign('result', {
      claims: { quotationId: result.quotationId, reason: 'MATCH_AND_OFFER', brand: 'luma' },
      decidedAt: server.clock.now(),
    });
    await at(new Date('2026-09-01T10:00:00Z'), async () => {
      const shown = await showOffer(forged);
      expect(shown.status).toBe(401);
      expect(JSON.stringify(await shown.json())).not.toContain(result.explanation?.reference ?? '');
    });
  });

  it('a shorter configured validity ends sooner; 0 days holds nothing', async () => {
    for (const [days, lastDay, firstName] of [
      [7, '2026-03-09', 'Week'],
      [0, '2026-03-02', 'None'],
    ] as const) {
      const short = await startTestApp(ctx.db, { config: { quoteValidityDays: days } });
      try {
        const { result } = await check(ordinaryAnswers({ 'first-name': firstName }), 'consumerName=QCHK', short);
        expect(result.explanation?.validUntil).toBe(lastDay);
        const token = tokenOf(result.agreementUrl);
        const shown = await fetch(`${short.url}/api/agreement?token=${token}`);
        expect(shown.status).toBe(days === 0 ? 410 : 200);
      } finally {
        await short.close();
      }
    }
  });

  describe('the reference finds the decision', () => {
    const lookUp = (reference: string, init?: RequestInit) =>
      fetch(`${server.url}/api/quote/${encodeURIComponent(reference)}`, init);

    it("for the browser that made the check, as the decision answered it, and for nobody else's", async () => {
      const mine = await check(ordinaryAnswers({ 'first-name': 'Finder' }));
      const reference = mine.result.explanation?.reference ?? '';
      const found = await lookUp(reference.toLowerCase().replaceAll('-', ' '), asOwner(mine.owner));
      expect(found.status).toBe(200);
      const result = resultResponseSchema.parse(await found.json());
      expect(result).toMatchObject({
        quotationId: mine.result.quotationId,
        reason: 'MATCH_AND_OFFER',
        agreementUrl: mine.result.agreementUrl,
        explanation: { reference, validUntil: LAST_DAY },
      });

      const stranger = await check(ordinaryAnswers({ 'first-name': 'Stranger', 'email-address': 's@example.org' }));
      for (const init of [undefined, asOwner(stranger.owner)]) {
        const denied = await lookUp(reference, init);
        expect(denied.status).toBe(404);
        expect(JSON.stringify(await denied.json())).not.toContain('Finder');
      }
      // A reference nobody was given answers the same: a guess learns nothing.
      let unknown = drawReference();
      while (unknown === reference) unknown = drawReference();
      expect(await (await lookUp(unknown, asOwner(mine.owner))).json()).toEqual(await (await lookUp(reference)).json());
    });

    it('refuses a mistyped reference before any look-up', async () => {
      const mine = await check(ordinaryAnswers({ 'first-name': 'Typo' }));
      const reference = mine.result.explanation?.reference ?? '';
      const last = reference.at(-1) ?? '';
      const typo = `${reference.slice(0, -1)}${[...REFERENCE_ALPHABET].find((symbol) => symbol !== last)}`;
      for (const typed of [typo, 'QC-1234', 'QC-UUUU-UUUU']) {
        const refused = await lookUp(typed, asOwner(mine.owner));
        expect(refused.status, typed).toBe(400);
        expect(await refused.json()).toMatchObject({ issues: [{ path: 'reference' }] });
      }
    });
  });

  it('draws again when a drawn reference is taken already, storing every row once', async () => {
    const { result } = await check(ordinaryAnswers({ 'first-name': 'Taken' }));
    const taken = result.explanation?.reference ?? '';
    const form = await fetchForm(server.url);
    const write = {
      quotation: {
        id: crypto.randomUUID(),
        sessionId: form.payload.sessionId,
        idempotencyKey: crypto.randomUUID(),
        brand: 'quickcheck',
        consumerName: 'QCHK',
        definitionId: 'qco-standard',
        answersEncrypted: 'v1.sealed',
        identityHash: 'identity-taken',
        requoteOptIn: 'false' as const,
        sParameterEncrypted: undefined,
        vendorCodeEncrypted: undefined,
        reference: taken,
      },
      contactHash: 'contact-taken',
      now: server.clock.now(),
    };
    const [outcome] = await insertWithFreshReferences(ctx.db, [write]);
    expect(outcome?.inserted).toBe(true);
    expect(outcome?.reference).not.toBe(taken);
    expect((await findByReference(ctx.db, outcome?.reference ?? ''))?.id).toBe(write.quotation.id);
    expect((await findByReference(ctx.db, taken))?.id).toBe(result.quotationId);
  });

  it("migration 011 gives earlier rows references of the same scheme, and their matches the default's end", async () => {
    const migration011 = MIGRATIONS.find((migration) => migration.version === 11)?.sql ?? '';
    // In a transaction that is rolled back: the rows of a database from before 011, then 011 as it is.
    const rolledBack = new Error('roll back');
    const seen = await ctx.db
      .transaction(async (tx) => {
        await tx.query('alter table quotations drop column reference, drop column valid_until');
        await tx.query(migration011);
        const { rows } = await tx.query<{ reference: string; reason: string | null; days: number | null }>(
          `select reference, reason, extract(day from valid_until - decided_at)::int as days from quotations`,
        );
        throw Object.assign(rolledBack, { rows });
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
        return (error as Error & { rows: { reference: string; reason: string | null; days: number | null }[] }).rows;
      });
    expect(seen.length).toBeGreaterThan(5);
    for (const row of seen) {
      expect(parseDecisionReference(row.reference)).toBe(row.reference);
      expect(row.days).toBe(row.reason === 'MATCH_AND_OFFER' ? 30 : null);
    }
    expect(new Set(seen.map((row) => row.reference)).size).toBe(seen.length);
  });

  it('knows a reference collision when the index refuses one', async () => {
    const { result } = await check(ordinaryAnswers({ 'first-name': 'Collide' }));
    const error = await ctx.db
      .query(`update quotations set reference = $1 where id <> $2 and reference <> $1 and status = 'decided'`, [
        result.explanation?.reference,
        result.quotationId,
      ])
      .catch((failure: unknown) => failure);
    expect(isReferenceCollision(error)).toBe(true);
  });
});
