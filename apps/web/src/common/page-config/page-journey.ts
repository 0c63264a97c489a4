import { journeyConsumer, type BrandId } from '@quickcheck/brands';
import {
  FORM_DEFINITION_IDS,
  formCallQueryOf,
  type FormQuery,
  type JourneyQuery,
  type PageJourney,
} from '@quickcheck/contracts';

/** The journey of one address, with its form-call query and values: what the pages read. */
export type AddressJourney = PageJourney & Required<Pick<PageJourney, 'query' | 'address'>>;

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
