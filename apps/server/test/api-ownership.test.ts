import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultResponseSchema, type Answers } from '@quickcheck/contracts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { asOwner, ownerCookieOf } from './helpers/owner.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 9: a quotation id alone opens nothing; an acceptance locks out only its owner;
// the permission policy the form token names is enforced whatever the browser sends.
forEachDatabase('quotation ownership and acceptance', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  async function check(answers: Answers, query = 'consumerName=QCHK', cookie?: string) {
    const form = await fetchForm(server.url, query);
    const response = await postJson(
      server.url,
      '/api/quotation',
      submissionFor(form, answers, { requoteOptIn: 'true', marketingOptIn: 'true' }),
      cookie ? { cookie } : {},
    );
    expect(response.status).toBe(200);
    return { result: resultResponseSchema.parse(await response.clone().json()), owner: ownerCookieOf(response) };
  }
  const read = (id: string, init?: RequestInit) => fetch(`${server.url}/api/quotation/${id}`, init);
  const edit = (id: string, init?: RequestInit) => fetch(`${server.url}/api/form?quotation=${id}`, init);

  describe('the owner credential', () => {
    it('comes with the answer as an HttpOnly, SameSite cookie for the API only', async () => {
      const form = await fetchForm(server.url);
      const response = await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
      const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('qc_owner=')) ?? '';
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Lax/i);
      expect(line).toMatch(/; Path=\/api(;|$)/);
      expect(line).toMatch(/; Max-Age=3600/);
    });

    it('opens the answers and the edit form to the browser that submitted, and to nobody else', async () => {
      const { result, owner } = await check(ordinaryAnswers({ 'first-name': 'Owner' }));
      expect((await read(result.quotationId, asOwner(owner))).status).toBe(200);
      expect((await edit(result.quotationId, asOwner(owner))).status).toBe(200);

      const other = await check(ordinaryAnswers({ 'first-name': 'Stranger', 'email-address': 'x@example.org' }));
      for (const init of [
        undefined,
        asOwner(other.owner),
        asOwner(`${owner.slice(0, -4)}AAAA`),
        asOwner('qc_owner='),
      ]) {
        const denied = await read(result.quotationId, init);
        expect(denied.status).toBe(403);
        expect(JSON.stringify(await denied.json())).not.toContain('Owner');
        expect((await edit(result.quotationId, init)).status).toBe(403);
      }
    });

    it('expires after an hour', async () => {
      const { result, owner } = await check(ordinaryAnswers({ 'first-name': 'Later' }));
      server.clock.advance(61 * 60 * 1000);
      try {
        expect((await read(result.quotationId, asOwner(owner))).status).toBe(403);
      } finally {
        server.clock.advance(-61 * 60 * 1000);
      }
    });

    it('keeps the browser’s earlier checks when it makes another', async () => {
      const first = await check(ordinaryAnswers({ 'first-name': 'First' }));
      const second = await check(ordinaryAnswers({ 'first-name': 'Second' }), 'consumerName=QCHK', first.owner);
      for (const id of [first.result.quotationId, second.result.quotationId]) {
        expect((await read(id, asOwner(second.owner))).status).toBe(200);
      }
    });

    it('does not restart the retention clock on a read', async () => {
      const { result, owner } = await check(ordinaryAnswers({ 'first-name': 'Retained' }));
      const purgeAfter = async () =>
        String(
          (
            await ctx.db.query<{ p: Date }>('select purge_after as p from quotations where id = $1', [
              result.quotationId,
            ])
          ).rows[0]?.p,
        );
      const before = await purgeAfter();
      server.clock.advance(60_000);
      await read(result.quotationId, asOwner(owner));
      await edit(result.quotationId, asOwner(owner));
      server.clock.advance(-60_000);
      expect(await purgeAfter()).toBe(before);
    });
  });

  describe('already applied', () => {
    const acceptOffer = async (agreementUrl: string | undefined) => {
      const token = new URL(agreementUrl ?? '').searchParams.get('token') ?? '';
      expect((await postJson(server.url, '/api/agreement/accept', { token })).status).toBe(200);
    };
    const victim = ordinaryAnswers({
      'first-name': 'Victoria',
      'last-name': 'Target',
      'email-address': 'victoria@example.com',
      postcode: 'LS2 9JT',
    });

    it('a stranger who knows name, date of birth and postcode cannot lock the owner out', async () => {
      const stranger = await check({ ...victim, 'email-address': 'impostor@example.net' });
      expect(stranger.result.reason).toBe('MATCH_AND_OFFER');
      await acceptOffer(stranger.result.agreementUrl);
      // The stranger's own details again: locked out, as the acceptance was theirs.
      expect((await check({ ...victim, 'email-address': 'impostor@example.net' })).result.reason).toBe(
        'ALREADY_APPLIED_DECLINE',
      );
      // The real person, with their own email: still gets their real decision.
      expect((await check(victim)).result.reason).toBe('MATCH_AND_OFFER');
    });

    it('the owner who accepted is declined on a later check, email written differently or not', async () => {
      const owner = ordinaryAnswers({
        'first-name': 'Olive',
        'last-name': 'Accepted',
        'email-address': 'olive@example.com',
      });
      await acceptOffer((await check(owner)).result.agreementUrl);
      const again = await check({ ...owner, 'email-address': ' Olive@Example.com ' });
      expect(again.result.reason).toBe('ALREADY_APPLIED_DECLINE');
    });
  });

  describe('permission policy (docs/product/validation.md, docs/product/overview.md#brand-groups-and-flags)', () => {
    const asked = { 'marketing-permission': 'true', 'future-soft-search-permission': 'true' };
    const storedPermissions = async (id: string, owner: string) => {
      const { answers } = (await (await read(id, asOwner(owner))).json()) as { answers: Answers };
      return [answers['marketing-permission'], answers['future-soft-search-permission']];
    };

    it.each([
      ['a product-specific brand', 'consumerName=POST'],
      ['a comparison-site visitor', 'consumerName=MSM'],
    ])('stores both as false for %s, whatever the browser sent', async (_, query) => {
      const { result, owner } = await check(ordinaryAnswers({ 'first-name': 'Policy', ...asked }), query);
      expect(result.requoteOptIn).toBe('false');
      expect(await storedPermissions(result.quotationId, owner)).toEqual(['false', 'false']);
    });

    it('keeps the visitor’s own choice where the brand may ask', async () => {
      const { result, owner } = await check(
        ordinaryAnswers({ 'first-name': 'Chooser', ...asked }),
        'consumerName=LUMA',
      );
      expect(result.requoteOptIn).toBe('true');
      expect(await storedPermissions(result.quotationId, owner)).toEqual(['true', 'true']);
    });
  });
});
