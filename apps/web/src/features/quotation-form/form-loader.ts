import { journeyConsumer, type BrandId } from '@quickcheck/brands';
import type { LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../../shared/api/api-client.ts';
import { ApiFailureError } from '../../shared/api/api-failure.ts';
import { replaceWith } from '../../shared/navigation/leave-site.ts';
import { formRequestVc, readJourneyQuery, type JourneyQuery } from '../../shared/query/journey-query.ts';
import { loadForm, type LoadedForm } from './api/form-api.ts';
import { resumeOrLoadForm } from './refresh/resume-form.ts';

export interface FormLoaderData {
  /**
   * The form call, not awaited: the page draws its title and hero at once (the largest paint
   * need not wait for the API) and suspends only the staged form on it (spec §4 form load).
   */
  form: Promise<LoadedForm>;
}

/**
 * The consumer name the form is asked for: a comparison site's code (aggregator form), else the
 * brand's own. The server's rule (packages/brands), read off the current address: the SPA's address
 * may have changed since the page config's `journey` was resolved for the landing one.
 */
export function consumerNameFor(brand: BrandId, query: JourneyQuery): string {
  return journeyConsumer(brand, query.consumerName, { brandCodes: false }).consumerName;
}

const isForbidden = (error: unknown) =>
  error instanceof ApiFailureError && error.failure.kind === 'http' && error.failure.status === 403;

/**
 * An edit this browser may not open (not its quotation, or its hour has passed: the server
 * answers 403) starts a fresh check rather than an error page; the page keeps waiting meanwhile.
 */
function startAfreshIfForbidden(url: URL) {
  return (error: unknown): Promise<LoadedForm> => {
    if (!isForbidden(error)) throw error;
    url.searchParams.delete('quotation');
    replaceWith(url.pathname + url.search);
    return new Promise<LoadedForm>(() => undefined);
  };
}

/** Route loader of the form: starts the form call and returns at once. */
export function createFormLoader(api: ApiClient, brand: BrandId) {
  return ({ request }: LoaderFunctionArgs): FormLoaderData => {
    const url = new URL(request.url);
    const query = readJourneyQuery(url.search);
    const form = resumeOrLoadForm(api, url.search, () =>
      loadForm(
        api,
        {
          consumerName: consumerNameFor(brand, query),
          oemc: query.oemc,
          s: query.s,
          vc: formRequestVc(query),
          quotation: query.quotation,
        },
        request.signal,
      ).catch(startAfreshIfForbidden(url)),
    );
    // The page's use() reports a failure to the route's error page; this only keeps a failure that
    // lands before the page subscribes from counting as an unhandled rejection.
    form.catch(() => undefined);
    return { form };
  };
}
