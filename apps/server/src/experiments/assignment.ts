import type { BrandId } from '@quickcheck/brands';
import type { ExperimentData, Offer } from '@quickcheck/contracts';
import { GrowthBookClient } from '@growthbook/growthbook';
import { ACTIVITIES, activitiesFor, type Activity, type Experience } from './activities.ts';

// GrowthBook's evaluator without its network parts: no client key, no tracking callback.
const growthbook = new GrowthBookClient({});

/**
 * The visitor's experience of one activity: GrowthBook hashes the tracking id with the
 * activity id as seed (FNV-1a, hash version 2) into [0, 1) and picks the weighted bucket, so
 * the same visitor always gets the same experience and nothing has to be stored to know it.
 */
export function assignExperience(activity: Activity, tntId: string): Experience | undefined {
  const result = growthbook.runInlineExperiment(
    {
      key: activity.id,
      seed: activity.id,
      hashVersion: 2,
      hashAttribute: 'id',
      variations: [...activity.experiences],
      weights: activity.experiences.map((experience) => experience.weight),
    },
    { attributes: { id: tntId } },
  );
  return result.inExperiment ? result.value : undefined;
}

export function offersFor(brand: BrandId, tntId: string, activities: readonly Activity[] = ACTIVITIES): Offer[] {
  return activitiesFor(brand, activities).flatMap((activity) => {
    const experience = assignExperience(activity, tntId);
    if (!experience) return [];
    return [
      {
        activityId: activity.id,
        activityName: activity.name,
        experienceId: experience.id,
        experienceName: experience.name,
        content: experience.content,
      },
    ];
  });
}

/** What a quotation stores of its experiment: ids only (names live here), never the tracking id. */
export interface QuotationExperiment {
  activityId: string;
  experienceId: string;
  /** The server's own assignment for the tracking id matches the browser's claim. */
  verified: boolean;
}

/**
 * The browser's claim is recomputed rather than trusted: a claim that does not match (an
 * edited request, an activity since removed, another brand) is kept but flagged, so outcome
 * comparisons can leave it out while nothing a visitor sent is silently lost.
 */
export function checkExperimentClaim(
  claim: ExperimentData,
  brand: BrandId,
  activities: readonly Activity[] = ACTIVITIES,
): QuotationExperiment | undefined {
  const { activityId, experienceId, tntId } = claim;
  if (!activityId || !experienceId) return undefined;
  const activity = activitiesFor(brand, activities).find((candidate) => candidate.id === activityId);
  const assigned = activity && tntId ? assignExperience(activity, tntId) : undefined;
  return { activityId, experienceId, verified: assigned?.id === experienceId };
}
