import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offersResponseSchema, type OffersResponse } from '@quickcheck/contracts';
import { ACTIVITIES, type Activity } from '../src/experiments/activities.ts';
import { assignExperience } from '../src/experiments/assignment.ts';
import { outcomesByExperience } from '../src/experiments/quotation-experiment-repo.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const HERO = ACTIVITIES[0]!;
const LUMA_ONLY: Activity = {
  id: 'luma-footer-test',
  name: 'Luma only',
  brands: ['luma'],
  experiences: [
    { id: 'left', name: 'Left', weight: 0.5, content: {} },
    { id: 'right', name: 'Right', weight: 0.5, content: { 'hero.credit-score': 'Right wording' } },
  ],
};
const PAGE = 'http://localhost:3000/';
const TNT_ID = '3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b';

forEachDatabase('experiments', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db, { activities: [HERO, LUMA_ONLY] });
  });
  afterAll(async () => server?.close());

  const askOffers = (body: unknown) => postJson(server.url, '/api/experiments/offers', body);
  async function offersOf(body: unknown): Promise<OffersResponse> {
    const response = await askOffers(body);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return offersResponseSchema.parse(await response.json());
  }

  describe('POST /api/experiments/offers', () => {
    it("answers a returning visitor's tracking id with its experience, the same each time", async () => {
      const first = await offersOf({ url: PAGE, tntId: TNT_ID });
      const expected = assignExperience(HERO, TNT_ID)!;
      expect(first).toEqual({
        tntId: TNT_ID,
        offers: [
          {
            activityId: HERO.id,
            activityName: HERO.name,
            experienceId: expected.id,
            experienceName: expected.name,
            content: expected.content,
          },
        ],
      });
      expect(await offersOf({ url: PAGE, tntId: TNT_ID })).toEqual(first);
    });

    it('gives a first-time visitor a new tracking id, and a different one to the next', async () => {
      const first = await offersOf({ url: PAGE });
      const second = await offersOf({ url: PAGE });
      expect(first.tntId).not.toBe(second.tntId);
      expect(first.offers.map((offer) => offer.activityId)).toEqual([HERO.id]);
    });

    it('serves offers per brand, the brand taken from the page address', async () => {
      const activitiesOf = async (url: string) =>
        (await offersOf({ url, tntId: TNT_ID })).offers.map((offer) => offer.activityId);
      expect(await activitiesOf('http://localhost:3000/?partner=luma')).toEqual([HERO.id, LUMA_ONLY.id]);
      expect(await activitiesOf('http://luma-quickcheck.localhost:3000/about-you')).toEqual([HERO.id, LUMA_ONLY.id]);
      expect(await activitiesOf('http://localhost:3000/?partner=very')).toEqual([HERO.id]);
    });

    it('accepts an address whose quotation and names are masked', async () => {
      const url = `${PAGE}ob-landing?quotation=masked&firstName=masked&s=ABCDEFGH123`;
      expect((await offersOf({ url, tntId: TNT_ID })).tntId).toBe(TNT_ID);
    });

    it.each([
      [{ url: `${PAGE}?quotation=0b7c3c1e-1111-4222-8333-944445555666` }, 'url'],
      [{ url: `${PAGE}?lastName=Smith` }, 'url'],
      [{ url: `${PAGE}?firstName=masked#firstName=Jane` }, 'url'],
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ url: 'not an address' }, 'url'],
      [{ url: `${PAGE}?s=${'x'.repeat(2000)}` }, 'url'],
      [{}, 'url'],
      [{ url: PAGE, tntId: 'not-a-uuid' }, 'tntId'],
      [{ url: PAGE, tntId: TNT_ID.toUpperCase() }, 'tntId'],
      [{ url: PAGE, brand: 'luma' }, 'brand'],
    ])('rejects %j naming %s', async (body, path) => {
      const response = await askOffers(body);
      expect(response.status).toBe(400);
      const { issues } = (await response.json()) as { issues: { path: string }[] };
      expect(issues.map((issue) => issue.path)).toContain(path);
    });

    it('neither stores nor logs the page address', async () => {
      const tables = ['quotations', 'quotation_experiments', 'analytics_events', 'client_errors'];
      const before = await Promise.all(tables.map((table) => countRows(ctx.db, table)));
      await offersOf({ url: `${PAGE}about-you?campaign=spring-sale-7`, tntId: TNT_ID });
      await askOffers({ url: `${PAGE}?quotation=a-real-quotation-id` });
      expect(await Promise.all(tables.map((table) => countRows(ctx.db, table)))).toEqual(before);
      expect(server.logText()).not.toContain('spring-sale-7');
      expect(server.logText()).not.toContain('a-real-quotation-id');
      expect(server.logText()).not.toContain(TNT_ID);
    });
  });

  describe('the experience stored with the quotation', () => {
    const assigned = assignExperience(HERO, TNT_ID)!;
    const other = HERO.experiences.find((experience) => experience.id !== assigned.id)!;
    const claimOf = (experienceId: string) => ({
      tntId: TNT_ID,
      activityId: HERO.id,
      activityName: HERO.name,
      experienceId,
      experienceName: 'whatever the browser says',
    });

    async function submitWith(experiment: object, lastName = 'Ordinary') {
      const form = await fetchForm(server.url);
      const answers = ordinaryAnswers({ 'last-name': lastName });
      const response = await postJson(server.url, '/api/quotation', submissionFor(form, answers, experiment));
      expect(response.status).toBe(200);
      const { quotationId } = (await response.json()) as { quotationId: string };
      const { rows } = await ctx.db.query<Record<string, unknown>>(
        'select activity_id, experience_id, verified from quotation_experiments where quotation_id = $1',
        [quotationId],
      );
      return rows;
    }

    it('stores the experience, verified, when it is the one the server assigns', async () => {
      expect(await submitWith(claimOf(assigned.id))).toEqual([
        { activity_id: HERO.id, experience_id: assigned.id, verified: true },
      ]);
    });

    it('stores a claim the server would not have made, flagged unverified', async () => {
      expect(await submitWith(claimOf(other.id))).toEqual([
        { activity_id: HERO.id, experience_id: other.id, verified: false },
      ]);
    });

    it('stores nothing for a quote outside any experiment', async () => {
      expect(await submitWith({})).toEqual([]);
    });

    it('stores one row when the same quote arrives twice', async () => {
      const form = await fetchForm(server.url);
      const body = submissionFor(form, ordinaryAnswers({ 'last-name': 'Twice' }), claimOf(assigned.id));
      const [first, second] = await Promise.all([1, 2].map(() => postJson(server.url, '/api/quotation', body)));
      const { quotationId } = (await first!.json()) as { quotationId: string };
      expect(((await second!.json()) as { quotationId: string }).quotationId).toBe(quotationId);
      const { rows } = await ctx.db.query('select 1 from quotation_experiments where quotation_id = $1', [quotationId]);
      expect(rows).toHaveLength(1);
    });

    it('lets outcomes be compared per experience, counting verified claims only', async () => {
      await submitWith(claimOf(assigned.id), 'Decline');
      await submitWith(claimOf(other.id), 'Decline');
      const outcomes = await outcomesByExperience(ctx.db, HERO.id);
      expect(outcomes.filter((row) => row.experienceId === other.id)).toEqual([]);
      expect(outcomes).toContainEqual({ experienceId: assigned.id, reason: 'SCORE_DECLINE', quotations: 1 });
      expect(outcomes).toContainEqual({ experienceId: assigned.id, reason: 'MATCH_AND_OFFER', quotations: 2 });
    });

    it('rejects experiment data that breaks the schema, storing nothing', async () => {
      const before = await countRows(ctx.db, 'quotation_experiments');
      const form = await fetchForm(server.url);
      const body = submissionFor(form, ordinaryAnswers(), { activityId: 'x'.repeat(101) });
      const response = await postJson(server.url, '/api/quotation', body);
      expect(response.status).toBe(400);
      expect(await countRows(ctx.db, 'quotation_experiments')).toBe(before);
    });
  });
});
