import type { PageConfig } from '@quickcheck/contracts';
import { journeyOf, type AddressJourney } from './page-journey.ts';
import { brandOf } from './read-page-config.ts';

/**
 * The journey of `search`: the one the server resolved (page config `journey`) while the tab is
 * on the query it was loaded with — stage paths and the result's way back keep it. The app moves
 * to a form address with another query only to start afresh ('/', from an open-banking page
 * without its quotation): the brand's own journey, with no values. The address is never parsed here.
 */
export function journeyFor(config: PageConfig, search: string, landingSearch: string): AddressJourney {
  const { journey } = config;
  if (journey?.query && search === landingSearch)
    return { ...journey, query: journey.query, address: journey.address ?? {} };
  return journeyOf(brandOf(config), undefined, {});
}
