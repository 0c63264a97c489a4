import { EXPERIMENT_OFFERS_ELEMENT_ID, type OffersResponse } from '@quickcheck/contracts';

/**
 * The offers the server drew the page with (decision 008), if it could decide them. Read without a
 * schema, as the embedded form is: our own server wrote them into this same response, and the first
 * load stays free of the schema library. Anything malformed counts as undecided.
 */
export function readEmbeddedOffers(doc: Document = document): OffersResponse | undefined {
  const text = doc.getElementById(EXPERIMENT_OFFERS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const offers = JSON.parse(text) as Partial<OffersResponse>;
    return typeof offers.tntId === 'string' && Array.isArray(offers.offers) ? (offers as OffersResponse) : undefined;
  } catch {
    return undefined;
  }
}
