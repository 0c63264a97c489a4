import type { PageConfig } from '@quickcheck/contracts';
import { journeyOfAddress, type AddressJourney } from './page-journey.ts';
import { brandOf } from './read-page-config.ts';

/**
 * The journey of `search`: the one the server resolved (page config `journey`) while the tab is
 * on the query it was loaded with — stage paths keep it — else worked out by the same rules.
 */
export function journeyFor(config: PageConfig, search: string, landingSearch: string): AddressJourney {
  const { journey } = config;
  if (journey?.query && search === landingSearch) return { ...journey, query: journey.query };
  return journeyOfAddress(brandOf(config), search);
}
