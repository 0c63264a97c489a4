import { BRAND_IDS, type BrandId } from '../brand-ids.ts';
import { withArticle } from '../with-article.ts';
import type { BrandGroups, BrandRecord, BrandText } from './brand-record.ts';

/** Spec §9 'Fixed product-reference constant: ten digits': the card product every other check is for. */
export const PRODUCT_REFERENCE = '4929170316';
/** Spec §2 and §9: the home-shopping brands' product, as default product id and card code alike. */
export const HOME_SHOPPING_PRODUCT_ID = 'CCS83';

const text = (name: string): BrandText => ({
  name,
  pageTitle:
    name === 'QuickCheck' ? 'QuickCheck | Check your eligibility' : `${name} QuickCheck | Check your eligibility`,
  pageDescription: `Check in a minute whether you'd be accepted for ${withArticle(name)} credit card, with no impact on your credit score.`,
});

const CORE_CARD: BrandGroups = { coreCard: true, productSpecific: false, homeShopping: false };
const HOME_SHOPPING: BrandGroups = { coreCard: true, productSpecific: false, homeShopping: true };
const PRODUCT_SPECIFIC: BrandGroups = { coreCard: false, productSpecific: true, homeShopping: false };

/** Open banking is for the core-card brands (spec §5); instant issuance for the provider's own brand. */
const CORE_FEATURES = { openBanking: true, instantIssuance: false };
const PRODUCT_SPECIFIC_FEATURES = { openBanking: false, instantIssuance: false };

/** One record per brand: each of these facts is written here and nowhere else. */
export const BRAND_RECORDS: { readonly [Id in BrandId]: BrandRecord & { id: Id } } = {
  quickcheck: {
    id: 'quickcheck',
    consumerName: 'QCHK',
    groups: CORE_CARD,
    text: text('QuickCheck'),
    defaultProductId: PRODUCT_REFERENCE,
    offer: { apr: 34.9, ccsCode: 'CCS01' },
    features: { openBanking: true, instantIssuance: true },
  },
  luma: {
    id: 'luma',
    consumerName: 'LUMA',
    groups: CORE_CARD,
    text: text('Luma'),
    defaultProductId: PRODUCT_REFERENCE,
    offer: { apr: 34.9, ccsCode: 'CCS12' },
    features: CORE_FEATURES,
  },
  very: {
    id: 'very',
    consumerName: 'VERY',
    groups: HOME_SHOPPING,
    text: text('Verily'),
    defaultProductId: HOME_SHOPPING_PRODUCT_ID,
    offer: { apr: 39.9, ccsCode: HOME_SHOPPING_PRODUCT_ID },
    features: CORE_FEATURES,
  },
  littlewoods: {
    id: 'littlewoods',
    consumerName: 'LTWD',
    groups: HOME_SHOPPING,
    text: text('Little Woods Home'),
    defaultProductId: HOME_SHOPPING_PRODUCT_ID,
    offer: { apr: 39.9, ccsCode: HOME_SHOPPING_PRODUCT_ID },
    features: CORE_FEATURES,
  },
  ocean: {
    id: 'ocean',
    consumerName: 'OCEAN',
    groups: PRODUCT_SPECIFIC,
    text: text('Ocean'),
    defaultProductId: PRODUCT_REFERENCE,
    offer: { apr: 29.9, ccsCode: 'CCS21' },
    features: PRODUCT_SPECIFIC_FEATURES,
  },
  thinkmoney: {
    id: 'thinkmoney',
    consumerName: 'THKM',
    groups: PRODUCT_SPECIFIC,
    text: text('Thinkwise Money'),
    defaultProductId: PRODUCT_REFERENCE,
    offer: { apr: 39.9, ccsCode: 'CCS31' },
    features: PRODUCT_SPECIFIC_FEATURES,
  },
  postoffice: {
    id: 'postoffice',
    consumerName: 'POST',
    groups: PRODUCT_SPECIFIC,
    text: text('Postal Counters'),
    defaultProductId: PRODUCT_REFERENCE,
    offer: { apr: 29.9, ccsCode: 'CCS41' },
    features: PRODUCT_SPECIFIC_FEATURES,
  },
  asos: {
    id: 'asos',
    consumerName: 'ASOS',
    groups: HOME_SHOPPING,
    text: text('Atelier Style'),
    defaultProductId: HOME_SHOPPING_PRODUCT_ID,
    offer: { apr: 29.9, ccsCode: HOME_SHOPPING_PRODUCT_ID },
    features: CORE_FEATURES,
  },
};

export function brandRecord<Id extends BrandId>(id: Id): BrandRecord {
  return BRAND_RECORDS[id];
}

/** A per-brand table read off the records (the older exported tables are such views). */
export function brandTable<Value>(pick: (record: BrandRecord) => Value): Record<BrandId, Value> {
  return Object.fromEntries(BRAND_IDS.map((id) => [id, pick(BRAND_RECORDS[id])])) as Record<BrandId, Value>;
}

/** The brands whose record passes `test`, in BRAND_IDS order. */
export function brandsWhere(test: (record: BrandRecord) => boolean): readonly BrandId[] {
  return BRAND_IDS.filter((id) => test(BRAND_RECORDS[id]));
}
