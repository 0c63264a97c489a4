import { journeyConsumer, resolveBrand, type BrandId, type JourneyConsumer } from '@quickcheck/brands';
import {
  AGGREGATOR_STANDARD,
  QCO_STANDARD,
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
  query: FormQuery;
}

/** A page address: a visitor may only name a comparison site. The form call: the page names its brand's own code too. */
export type JourneySource = 'page' | 'form-call';

const FORM_QUERY_NAMES = ['consumerName', 'oemc', 's', 'vc', 'quotation'] as const;

/** The journey's codes from a page address: strings only (a repeated name arrives as an array and is ignored). */
export function journeyQueryOf(rawQuery: unknown): FormQuery {
  const raw = (rawQuery ?? {}) as Record<string, unknown>;
  const query: FormQuery = {};
  for (const name of FORM_QUERY_NAMES) {
    const value = raw[name];
    if (typeof value === 'string') query[name] = value;
  }
  return query;
}

export function resolveJourneyContext(
  request: Pick<FastifyRequest, 'headers' | 'query'>,
  source: JourneySource,
  query: FormQuery = journeyQueryOf(request.query),
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

/** The part of the context the page reads (page config `journey`). */
export function pageJourneyOf({ consumer, definitionToAsk }: JourneyContext): PageJourney {
  return { consumerName: consumer.consumerName, aggregator: consumer.aggregator, definitionId: definitionToAsk.id };
}
