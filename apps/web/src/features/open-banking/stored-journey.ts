import { carriedQuery } from '../../shared/query/journey-carry.ts';

/**
 * The journey's codes (s, campaign, pcr…; never names) for the tab's trip to the provider and
 * back: the hand-back address is the provider's, so the offer's agreement link reads them here.
 */
const KEY = 'qc-ob-journey';

export function storeJourney(search: string): void {
  try {
    sessionStorage.setItem(KEY, carriedQuery(search));
  } catch {
    // Storage can be off (private mode): the offer then carries the brand choice only.
  }
}

export function storedJourney(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
