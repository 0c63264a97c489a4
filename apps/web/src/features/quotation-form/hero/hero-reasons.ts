import type { Offer } from '@quickcheck/contracts';

export interface HeroReason {
  id: string;
  label: string;
  /** What the explanatory modal says (instant-issuance mode). */
  explanation: readonly string[];
  /** Shown only when instant issuance is on (a phone, docs/product/overview.md#brand-groups-and-flags). */
  instantIssuanceOnly?: boolean;
}

/** docs/product/screens.md screen 1: the hero's reasons, in order. */
export const HERO_REASONS: readonly HeroReason[] = [
  {
    id: 'credit-score',
    label: 'No impact on your credit score',
    explanation: [
      'QuickCheck uses a soft search. It leaves a soft footprint on your credit file that only you can see.',
      "Other lenders can't see it, so checking your eligibility won't affect your credit score.",
    ],
  },
  {
    id: 'instant-issuance',
    label: 'Use your card before it arrives',
    instantIssuanceOnly: true,
    explanation: [
      "If you're accepted, you can add your new card to your phone's digital wallet and start using it straight away.",
      'Your physical card follows in the post. This is only available when you apply on a mobile phone.',
    ],
  },
  {
    id: 'straight-answer',
    label: 'A straight yes or no',
    explanation: [
      "We'll tell you whether you'll be accepted for a card, and show your credit limit and rate, in about 60 seconds.",
      'If the answer is yes, you can go straight on to apply.',
    ],
  },
];

export function reasonsFor(instantIssuance: boolean): HeroReason[] {
  return HERO_REASONS.filter((reason) => instantIssuance || !reason.instantIssuanceOnly);
}

/** An experiment's wording (its offer's `hero.<reason id>` texts) in place of the reasons' own labels. */
export function withOfferWording(reasons: HeroReason[], content: Offer['content']): HeroReason[] {
  return reasons.map((reason) => {
    const label = content[`hero.${reason.id}`];
    return label ? { ...reason, label } : reason;
  });
}
