import { BRAND_IDS, type BrandId } from './brand-ids.ts';
import { brandTable } from './records/brand-records.ts';

/** Consumer-name codes sent to the form call (docs/product/data.md): a view of the brand records. */
export const CONSUMER_NAMES: Record<BrandId, string> = /* @__PURE__ */ brandTable((record) => record.consumerName);

export function brandForConsumerName(consumerName: string): BrandId | undefined {
  const upper = consumerName.toUpperCase();
  return BRAND_IDS.find((id) => CONSUMER_NAMES[id] === upper);
}
