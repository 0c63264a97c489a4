import { journeyConsumer, type BrandId } from '@quickcheck/brands';
import {
  FORM_DEFINITION_IDS,
  formCallQueryOf,
  parseJourneyQuery,
  type FormQuery,
  type JourneyQuery,
  type PageJourney,
} from '@quickcheck/contracts';

/** The journey of one address, with its form-call query and values: what the pages read. */
export type AddressJourney = PageJourney & Required<Pick<PageJourney, 'query' | 'address'>>;

/**
 * What the server resolves for a page (journey-context.ts), by the same rules and its one parse:
 * for a page no server wrote (Vite dev server, unit tests), which stands in for the server.
 */
export function journeyOfAddress(brand: BrandId, search: string): AddressJourney {
  const { consumerName: given, ...address } = parseJourneyQuery(search);
  return journeyOf(brand, given, address);
}

/** A journey by the server's consumer rule (packages/brands): the brand's own when no consumer is named. */
export function journeyOf(brand: BrandId, consumerName: string | undefined, address: JourneyQuery): AddressJourney {
  const consumer = journeyConsumer(brand, consumerName, { brandCodes: false });
  const { consumerName: _asked, ...query } = formCallQueryOf(address);
  return {
    consumerName: consumer.consumerName,
    aggregator: consumer.aggregator,
    definitionId: FORM_DEFINITION_IDS[consumer.aggregator ? 'aggregator' : 'standard'],
    query,
    address,
  };
}

/** GET /api/form's query for a journey. */
export const formQueryOf = ({ consumerName, query }: AddressJourney): FormQuery => ({ consumerName, ...query });
