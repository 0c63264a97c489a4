import { MASKED, MASKED_QUERY_KEYS, type OffersRequest } from '@quickcheck/contracts';
import type { ApiClient } from '../../common/api/api-client.ts';
import { importLazily } from '../../common/lazy/lazy-import.ts';

/** docs/product/calls-and-errors.md#calls call 6: the page address with the quotation (and the prefill names) masked, no hash. */
export function maskPageAddress(href: string): string {
  const url = new URL(href);
  for (const key of MASKED_QUERY_KEYS) if (url.searchParams.has(key)) url.searchParams.set(key, MASKED);
  url.hash = '';
  return url.href;
}

/** Asks the offers service for this page; a missing tracking id asks the service for a new one. */
export function requestOffers(api: ApiClient, tntId: string | undefined, timeoutMs: number) {
  const body: OffersRequest = { url: maskPageAddress(window.location.href), ...(tntId ? { tntId } : {}) };
  const schema = importLazily(() => import('./offers-schema.ts')).then((loaded) => loaded.offersResponseSchema);
  return api.post(api.path('experimentOffers'), body, { schema, timeoutMs });
}
