import { EXPERIMENT_OFFERS_ELEMENT_ID, type OffersResponse } from '@quickcheck/contracts';

/**
 * The offers the server drew the page with (decision 008), if it could decide them. Read without a
 * schema, as the embedded form is: our own server wrote them into this same response, and the first
 * load stays free of the schema library. Anything malformed counts as undecided.
 */
export function readEmbeddedOffers(): OffersResponse | undefined {
  try {
    const offers = JSON.parse(
      document.getElementById(EXPERIMENT_OFFERS_ELEMENT_ID)?.textContent ?? '',
    ) as OffersResponse;
    return Array.isArray(offers.offers) ? offers : undefined;
  } catch {
    // No block (the server could not decide), or not JSON.
    return undefined;
  }
}
