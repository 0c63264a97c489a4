import { CONSUMER_NAMES, type BrandId } from '@quickcheck/brands';
import type { LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../../shared/api/api-client.ts';
import { formRequestVc, readJourneyQuery } from '../../shared/query/journey-query.ts';
import { loadForm, type LoadedForm } from './api/form-api.ts';

/** Route loader of the form (spec §4 form load): the router shows its fallback until it resolves. */
export function createFormLoader(api: ApiClient, brand: BrandId) {
  return async ({ request }: LoaderFunctionArgs): Promise<LoadedForm> => {
    const query = readJourneyQuery(new URL(request.url).search);
    return loadForm(
      api,
      {
        // A comparison site's code puts the visitor on the aggregator form; otherwise the brand's own code.
        consumerName: query.consumerName ?? CONSUMER_NAMES[brand],
        oemc: query.oemc,
        s: query.s,
        vc: formRequestVc(query),
        quotation: query.quotation,
      },
      request.signal,
    );
  };
}
