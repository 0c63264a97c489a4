import { journeyConsumer, type BrandId } from '@quickcheck/brands';
import { FORM_DEFINITION_IDS, formQueryOfAddress, type FormQuery, type PageJourney } from '@quickcheck/contracts';

/** The journey of one address, with its form-call query: what the form page asks for. */
export type AddressJourney = PageJourney & Required<Pick<PageJourney, 'query'>>;

/**
 * The server's rules (packages/contracts, packages/brands) for an address the server did not
 * resolve: a page no server wrote, or an address reached inside the app.
 */
export function journeyOfAddress(brand: BrandId, search: string): AddressJourney {
  const { consumerName, ...query } = formQueryOfAddress(search);
  const consumer = journeyConsumer(brand, consumerName, { brandCodes: false });
  return {
    consumerName: consumer.consumerName,
    aggregator: consumer.aggregator,
    definitionId: FORM_DEFINITION_IDS[consumer.aggregator ? 'aggregator' : 'standard'],
    query,
  };
}

/** GET /api/form's query for a journey. */
export const formQueryOf = ({ consumerName, query }: AddressJourney): FormQuery => ({ consumerName, ...query });
