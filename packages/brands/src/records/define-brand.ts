import { withArticle } from '../with-article.ts';
import type { BrandDefinition, BrandGroup, BrandGroups, BrandRecord, BrandText } from './brand-record.ts';

/** docs/product/constants.md 'Fixed product-reference constant: ten digits': the card product every other check is for. */
export const PRODUCT_REFERENCE = '4929170316';
/** docs/product/screens.md and docs/product/constants.md: the home-shopping brands' product, as default product id and card code alike. */
export const HOME_SHOPPING_PRODUCT_ID = 'CCS83';

const GROUPS: Record<BrandGroup, BrandGroups> = {
  coreCard: { coreCard: true, productSpecific: false, homeShopping: false },
  homeShopping: { coreCard: true, productSpecific: false, homeShopping: true },
  productSpecific: { coreCard: false, productSpecific: true, homeShopping: false },
};

const textOf = (name: string): BrandText => ({
  name,
  pageTitle:
    name === 'QuickCheck' ? 'QuickCheck | Check your eligibility' : `${name} QuickCheck | Check your eligibility`,
  pageDescription: `Check in a minute whether you'd be accepted for ${withArticle(name)} credit card, with no impact on your credit score.`,
});

/** A brand's record from its file's definition: the head texts and group flags are read off it. */
export function defineBrand<const Id extends string>(definition: BrandDefinition<Id>): BrandRecord<Id> {
  return { ...definition, groups: GROUPS[definition.group], text: textOf(definition.name) };
}
