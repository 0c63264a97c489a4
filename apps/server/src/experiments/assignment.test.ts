import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { BRAND_IDS } from '@quickcheck/brands';
import { describe, expect, it } from 'vitest';
import { ACTIVITIES, type Activity } from './activities.ts';
import { assignExperience, checkExperimentClaim, offersFor } from './assignment.ts';

const heroWording = ACTIVITIES[0]!;

const threeWay: Activity = {
  id: 'three-way-test',
  name: 'Three-way',
  brands: ['luma'],
  experiences: [
    { id: 'a', name: 'A', weight: 0.2, content: {} },
    { id: 'b', name: 'B', weight: 0.3, content: {} },
    { id: 'c', name: 'C', weight: 0.5, content: {} },
  ],
};

/** Visitors per experience among the given tracking ids. */
function split(activity: Activity, tntIds: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tntId of tntIds) {
    const id = assignExperience(activity, tntId)?.id ?? 'none';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

const VISITORS = 10_000;
const tenThousandVisitors = fc.uniqueArray(fc.uuid({ version: 4 }), { minLength: VISITORS, maxLength: VISITORS });

describe('experiment assignment', () => {
  it('gives a visitor the same experience every time', () => {
    fc.assert(
      fc.property(fc.uuid(), (tntId) => {
        const first = assignExperience(heroWording, tntId);
        expect(first).toBeDefined();
        expect(assignExperience(heroWording, tntId)).toBe(first);
      }),
    );
  });

  it.each([heroWording, threeWay])('splits 10,000 visitors by the weights of $name (±2 points)', (activity) => {
    fc.assert(
      fc.property(tenThousandVisitors, (tntIds) => {
        const counts = split(activity, tntIds);
        expect(counts.has('none')).toBe(false);
        for (const experience of activity.experiences) {
          expect(Math.abs((counts.get(experience.id) ?? 0) / VISITORS - experience.weight)).toBeLessThan(0.02);
        }
      }),
      { numRuns: 5 },
    );
  });

  it('assigns activities independently: the activity id seeds the hash', () => {
    const twin: Activity = { ...heroWording, id: 'another-activity' };
    const ids = Array.from({ length: 400 }, () => randomUUID());
    const differ = ids.filter((id) => assignExperience(heroWording, id)?.id !== assignExperience(twin, id)?.id);
    expect(differ.length).toBeGreaterThan(120);
  });

  it('offers every brand the hero wording activity with its names and content', () => {
    for (const brand of BRAND_IDS) {
      const [offer] = offersFor(brand, randomUUID());
      expect(offer?.activityId).toBe(heroWording.id);
      const experience = heroWording.experiences.find((candidate) => candidate.id === offer?.experienceId);
      expect(offer).toEqual({
        activityId: heroWording.id,
        activityName: 'Hero wording',
        experienceId: experience?.id,
        experienceName: experience?.name,
        content: experience?.content,
      });
    }
  });

  it('offers a brand only the activities that run on it', () => {
    const tntId = randomUUID();
    expect(offersFor('luma', tntId, [threeWay])).toHaveLength(1);
    expect(offersFor('very', tntId, [threeWay])).toEqual([]);
  });

  it("keeps each activity's weights adding up to 1 and its ids unique", () => {
    for (const activity of ACTIVITIES) {
      expect(activity.experiences.reduce((sum, experience) => sum + experience.weight, 0)).toBeCloseTo(1, 9);
      expect(new Set(activity.experiences.map((experience) => experience.id)).size).toBe(activity.experiences.length);
    }
    expect(new Set(ACTIVITIES.map((activity) => activity.id)).size).toBe(ACTIVITIES.length);
  });
});

describe('checking the experience a quotation claims', () => {
  const tntId = randomUUID();
  const assigned = assignExperience(heroWording, tntId)!;
  const other = heroWording.experiences.find((experience) => experience.id !== assigned.id)!;
  const claim = { tntId, activityId: heroWording.id, experienceId: assigned.id };

  it('verifies a claim that matches the assignment', () => {
    expect(checkExperimentClaim(claim, 'quickcheck')).toEqual({
      activityId: heroWording.id,
      experienceId: assigned.id,
      verified: true,
    });
  });

  it.each([
    ['another experience', { ...claim, experienceId: other.id }],
    ['an unknown activity', { ...claim, activityId: 'no-such-activity' }],
    ['no tracking id', { ...claim, tntId: undefined }],
  ])('flags %s as unverified, keeping the claimed ids', (_, wrong) => {
    expect(checkExperimentClaim(wrong, 'quickcheck')).toEqual({
      activityId: wrong.activityId,
      experienceId: wrong.experienceId,
      verified: false,
    });
  });

  it('records nothing when the quote names no experience', () => {
    expect(checkExperimentClaim({}, 'quickcheck')).toBeUndefined();
    expect(checkExperimentClaim({ tntId }, 'quickcheck')).toBeUndefined();
  });
});
