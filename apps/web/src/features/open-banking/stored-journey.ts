import { carriedJourneyOf, isJourneyQuery, type JourneyQuery } from '@quickcheck/contracts';

/**
 * The journey's carried values (s, campaign, pcr…; never names) for the tab's trip to the provider
 * and back: the hand-back address is the provider's, so the offer's agreement link reads them here.
 */
const KEY = 'qc-ob-journey';

export function storeJourney(journey: JourneyQuery): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(carriedJourneyOf(journey)));
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
