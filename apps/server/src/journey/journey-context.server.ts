import { journeyConsumer, resolveBrand, type BrandId, type JourneyConsumer } from '@quickcheck/brands';
import {
  AGGREGATOR_STANDARD,
  QCO_STANDARD,
  formQueryOfAddress,
  type FormDefinition,
  type FormQuery,
  type PageJourney,
} from '@quickcheck/contracts';
import type { FastifyRequest } from 'fastify';

/** What one request is about, resolved once and handed to the page, its config and the signed form. */
export interface JourneyContext {
  /** The host's brand (or `?partner=` on localhost): the page's look and words. */
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

/** A page's journey: its query read by the one mapping the browser also uses (packages/contracts). */
export function resolvePageJourney(request: Pick<FastifyRequest, 'headers' | 'query' | 'url'>): JourneyContext {
  return resolveJourneyContext(request, 'page', formQueryOfAddress(searchOf(request.url)));
}

export function resolveJourneyContext(
  request: Pick<FastifyRequest, 'headers' | 'query'>,
  source: JourneySource,
  query: FormQuery,
): JourneyContext {
  // A repeated ?partner= arrives as an array (found by the fuzz: it was a 500).
  const { partner } = (request.query ?? {}) as { partner?: unknown };
  const brand = resolveBrand(request.headers.host, typeof partner === 'string' ? partner : undefined);
  const consumer = journeyConsumer(brand, query.consumerName, { brandCodes: source === 'form-call' });
  return {
    brand,
    consumer,
    definitionToAsk: consumer.aggregator ? AGGREGATOR_STANDARD : QCO_STANDARD,
    query,
  };
}

/** The part of the context the page reads (page config `journey`): the consumer name is stated once, above the query. */
export function pageJourneyOf({ consumer, definitionToAsk, query }: JourneyContext): PageJourney {
  const { consumerName: _asked, ...codes } = query;
  return {
    consumerName: consumer.consumerName,
    aggregator: consumer.aggregator,
    definitionId: definitionToAsk.id,
    query: codes,
  };
}
