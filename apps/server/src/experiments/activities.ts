import type { BrandId } from '@quickcheck/brands';
import type { OfferContent } from '@quickcheck/contracts';

export interface Experience {
  id: string;
  name: string;
  /** Share of the activity's visitors, 0–1; an activity's weights add up to 1. */
  weight: number;
  /** Texts this experience replaces; an empty object keeps the page's own wording (a control). */
  content: OfferContent;
}

export interface Activity {
  id: string;
  name: string;
  /** The brands it runs on; 'all' for every brand. */
  brands: 'all' | readonly BrandId[];
  experiences: readonly [Experience, Experience, ...Experience[]];
}

/**
 * The running activities: the one home of what is tested, on whom, and in what shares.
 * Changing an activity's experiences or weights moves visitors between experiences, so a
 * new test gets a new activity id rather than an edited one.
 */
export const ACTIVITIES: readonly Activity[] = [
  {
    id: 'hero-wording-2026-11',
    name: 'Hero wording',
    brands: 'all',
    experiences: [
      { id: 'current-wording', name: 'Current wording', weight: 0.5, content: {} },
      {
        id: 'outcome-first',
        name: 'Outcome first',
        weight: 0.5,
        content: {
          'hero.credit-score': "Checking won't harm your credit score",
          'hero.straight-answer': "Find out if you'll be accepted in 60 seconds",
        },
      },
    ],
  },
];

export function activitiesFor(brand: BrandId, activities: readonly Activity[] = ACTIVITIES): Activity[] {
  return activities.filter((activity) => activity.brands === 'all' || activity.brands.includes(brand));
}
