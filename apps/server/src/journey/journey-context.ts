import { journeyConsumer, type BrandId, type JourneyConsumer } from '@quickcheck/brands';
import {
  AGGREGATOR_STANDARD,
  QCO_STANDARD,
  formCallQueryOf,
  parseJourneyQuery,
  type FormDefinition,
  type FormQuery,
  type JourneyQuery,
  type PageJourney,
} from '@quickcheck/contracts';

/** What one request is about, resolved once and handed to the page, its config and the signed form. */
export interface JourneyContext {
  /** The request's site brand (site.ts: host prefix, or `?partner=` on localhost): the page's look and words. */
  brand: BrandId;
  consumer: JourneyConsumer;
  definitionToAsk: FormDefinition;
  /** The form call's query: a page's from its address (its consumerName as written), else the call's own. */
  query: FormQuery;
}

/** A page address: a visitor may only name a comparison site. The form call: the page names its brand's own code too. */
export type JourneySource = 'page' | 'form-call';

/** A page's query string, as the browser's `location.search` reads it: '' or '?…'. */
export function searchOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 || index === url.length - 1 ? '' : url.slice(index);
}

/** A page's journey and its address's values, read once by the one table (packages/contracts). */
export interface PageJourneyContext extends JourneyContext {
  /** Every journey value the address gave (the page reads these, never its address). */
  address: JourneyQuery;
}

/** A page's journey: its query parsed once here; the page is handed the result (pageJourneyOf). */
export function resolvePageJourney(brand: BrandId, url: string): PageJourneyContext {
  const address = parseJourneyQuery(searchOf(url));
  return { ...resolveJourneyContext(brand, 'page', formCallQueryOf(address)), address };
}

export function resolveJourneyContext(brand: BrandId, source: JourneySource, query: FormQuery): JourneyContext {
  const consumer = journeyConsumer(brand, query.consumerName, { brandCodes: source === 'form-call' });
  return {
    brand,
    consumer,
    definitionToAsk: consumer.aggregator ? AGGREGATOR_STANDARD : QCO_STANDARD,
    query,
  };
}

/** The part of the context the page reads (page config `journey`): the consumer name is stated once, above the rest. */
export function pageJourneyOf({ consumer, definitionToAsk, query, address }: PageJourneyContext): PageJourney {
  const { consumerName: _asked, ...codes } = query;
  const { consumerName: _given, ...values } = address;
  return {
    consumerName: consumer.consumerName,
    aggregator: consumer.aggregator,
    definitionId: definitionToAsk.id,
    query: codes,
    address: values,
  };
}
