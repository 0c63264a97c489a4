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
 * Head content per brand, small enough to ship with every page. Display names are fictional
 * (CONTRACT §3). The rest of each brand's words live in its lazy module (modules/<id>-brand.ts).
 */
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
