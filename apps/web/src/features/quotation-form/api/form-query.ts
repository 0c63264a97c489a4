import { journeyConsumer, type BrandId } from '@quickcheck/brands';
import type { FormQuery } from '@quickcheck/contracts';
import { formRequestVc, readJourneyQuery, type JourneyQuery } from '../../../shared/query/journey-query.ts';

/**
 * The consumer name the form is asked for: a comparison site's code (aggregator form), else the
 * brand's own. The server's rule (packages/brands), read off the current address: the SPA's address
 * may have changed since the page config's `journey` was resolved for the landing one.
 */
export function consumerNameFor(brand: BrandId, query: JourneyQuery): string {
  return journeyConsumer(brand, query.consumerName, { brandCodes: false }).consumerName;
}

/** The form call's query for a page address: the browser's and the server render's one mapping. */
export function formQueryFor(brand: BrandId, search: string): FormQuery {
  const query = readJourneyQuery(search);
  return {
    consumerName: consumerNameFor(brand, query),
    oemc: query.oemc,
    s: query.s,
    vc: formRequestVc(query),
    quotation: query.quotation,
  };
}
