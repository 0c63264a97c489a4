import { journeyConsumer, type BrandId } from '@quickcheck/brands';
import { carriedJourneyOf, isJourneyQuery, type JourneyQuery } from '@quickcheck/contracts';

/**
 * The journey's carried values (s, campaign, pcr…; never names) and its consumer for the tab's trip
 * to the provider and back: the hand-back address is the provider's, so the offer's agreement link
 * reads them here. The consumer decides whether that link carries the product (docs/product/journey.md: for a
 * comparison site's visitor too, not only a partner brand's).
 */
const KEY = 'qc-ob-journey';
const CONSUMER_KEY = 'qc-ob-consumer';

export function storeJourney(journey: JourneyQuery, consumerName: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(carriedJourneyOf(journey)));
    sessionStorage.setItem(CONSUMER_KEY, consumerName);
  } catch {
    // Storage can be off (private mode): the offer then carries the brand choice only.
  }
}

export function storedJourney(): JourneyQuery {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return isJourneyQuery(stored) ? stored : {};
  } catch {
    return {};
  }
}

/** The consumer the landing kept, by the server's rule: a known comparison site's code, else the brand's own. */
export function storedConsumerName(brand: BrandId): string {
  let stored: string | undefined;
  try {
    stored = sessionStorage.getItem(CONSUMER_KEY) ?? undefined;
  } catch {
    stored = undefined;
  }
  return journeyConsumer(brand, stored, { brandCodes: false }).consumerName;
}
