import { carriedQueryOf, type JourneyQuery } from '@quickcheck/contracts';

/**
 * `path?query` with the journey's carried values (packages/contracts: the agreement keys and the
 * brand choice, never names or the quotation) added where the target does not set them: in-app
 * addresses keep showing the journey, so a reload there is resolved by the server as before.
 */
export function withCarriedQuery(target: string, journey: JourneyQuery): string {
  const url = new URL(target, 'http://carry.invalid');
  for (const [key, value] of new URLSearchParams(carriedQueryOf(journey))) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}`;
}
