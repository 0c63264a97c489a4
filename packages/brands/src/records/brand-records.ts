import { BRAND_IDS, type BrandId } from '../brand-ids.ts';
import { BRAND_LIST } from '../brands/brand-list.ts';
import type { BrandRecord } from './brand-record.ts';

export { HOME_SHOPPING_PRODUCT_ID, PRODUCT_REFERENCE } from './define-brand.ts';

/** Every brand's record by id: each brand's facts are written once, in brands/<id>-brand.ts. */
export const BRAND_RECORDS = /* @__PURE__ */ Object.fromEntries(BRAND_LIST.map((record) => [record.id, record])) as {
  readonly [Id in BrandId]: BrandRecord<Id>;
};

export function brandRecord<Id extends BrandId>(id: Id): BrandRecord<Id> {
  return BRAND_RECORDS[id];
}

/** A per-brand table read off the records (the exported tables are such views). */
export function brandTable<Value>(pick: (record: BrandRecord<BrandId>) => Value): Record<BrandId, Value> {
  return Object.fromEntries(BRAND_IDS.map((id) => [id, pick(BRAND_RECORDS[id])])) as Record<BrandId, Value>;
}

/** The brands whose record passes `test`, in the records' order. */
export function brandsWhere(test: (record: BrandRecord<BrandId>) => boolean): readonly BrandId[] {
  return BRAND_IDS.filter((id) => test(BRAND_RECORDS[id]));
}
