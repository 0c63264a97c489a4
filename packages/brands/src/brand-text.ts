import type { BrandId } from './brand-ids.ts';

export interface BrandText {
  /** The brand's display name (fictional). */
  name: string;
  pageTitle: string;
  pageDescription: string;
}

const description = (name: string) =>
  `Check in a minute whether you'd be accepted for a ${name} credit card, with no impact on your credit score.`;

/**
 * Head content per brand. Display names are fictional (CONTRACT §3): no real company's name or artwork.
 * The brand issue grows this into the full text configuration; the brand issue grows this into the full text configuration. */
export const BRAND_TEXT: Record<BrandId, BrandText> = {
  quickcheck: {
    name: 'QuickCheck',
    pageTitle: 'QuickCheck | Check your eligibility',
    pageDescription: description('QuickCheck'),
  },
  luma: { name: 'Luma', pageTitle: 'Luma QuickCheck | Check your eligibility', pageDescription: description('Luma') },
  very: {
    name: 'Verily',
    pageTitle: 'Verily QuickCheck | Check your eligibility',
    pageDescription: description('Verily'),
  },
  littlewoods: {
    name: 'Little Woods Home',
    pageTitle: 'Little Woods Home QuickCheck | Check your eligibility',
    pageDescription: description('Little Woods Home'),
  },
  ocean: {
    name: 'Ocean',
    pageTitle: 'Ocean QuickCheck | Check your eligibility',
    pageDescription: description('Ocean'),
  },
  thinkmoney: {
    name: 'Thinkwise Money',
    pageTitle: 'Thinkwise Money QuickCheck | Check your eligibility',
    pageDescription: description('Thinkwise Money'),
  },
  postoffice: {
    name: 'Postal Counters',
    pageTitle: 'Postal Counters QuickCheck | Check your eligibility',
    pageDescription: description('Postal Counters'),
  },
  asos: {
    name: 'Atelier Style',
    pageTitle: 'Atelier Style QuickCheck | Check your eligibility',
    pageDescription: description('Atelier Style'),
  },
};
