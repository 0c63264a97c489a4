import type { OffersResponse } from '@quickcheck/contracts';
import type { ApiClient } from '../../common/api/api-client.ts';
import type { ApiFailure } from '../../common/api/api-failure.ts';
import { reportClientError } from '../../common/api/report-client-error.ts';
import { onConsentChange, readConsent } from '../../common/consent/consent-levels.ts';
import { applyOffers, forgetExperimentData } from '../../common/experiments/offers-store.ts';
import { requestOffers } from './offers-api.ts';
import { hidePage } from './page-hide.ts';
import { forgetTrackingId, readTrackingId, writeTrackingId } from './tracking-cookie.ts';

/** docs/product/constants.md 'Experiment cookie wait': the longest a returning visitor's page stays hidden. */
export const OFFERS_WAIT_MS = 2000;
/** A first visit hides nothing, so its call may take longer. */
const BACKGROUND_WAIT_MS = 10_000;

function reportOffersFailed(api: ApiClient, failure: ApiFailure): void {
  const error = Object.assign(new Error(`Offers call failed: ${failure.kind}`), { name: 'TargetGetOffersFailed' });
  reportClientError(api.url(''), error, api.path('clientErrors'), { offersFailure: failure.kind });
}

/**
 * docs/product/journey.md and docs/product/calls-and-errors.md#calls call 6, only with site-improvement consent (level 2: testing wording to
 * improve the site is not advertising). A returning visitor's offers are usually decided by the
 * server and already drawn (`drawn`, applied before the first render): nothing to ask or hide.
 * Otherwise a returning visitor (tracking cookie set) waits hidden for the offers, at most
 * OFFERS_WAIT_MS; a first visit is never hidden and only gets its tracking id: applying an
 * experience mid-page would change wording under the visitor's eyes (and shift layout), so it
 * applies from the next page on. Returns the consent unsubscribe.
 */
export function startExperiments(api: ApiClient, root: HTMLElement, drawn?: OffersResponse): () => void {
  let started = false;
  const start = (pageLoad: boolean) => {
    if (started) return;
    started = true;
    // Renewed as an answered call renews it: a year from the last visit.
    if (pageLoad && drawn) return writeTrackingId(drawn.tntId);
    const tntId = readTrackingId();
    const reveal = pageLoad && tntId ? hidePage(root, OFFERS_WAIT_MS) : undefined;
    void requestOffers(api, tntId, tntId ? OFFERS_WAIT_MS : BACKGROUND_WAIT_MS).then((result) => {
      if (!result.ok) {
        reportOffersFailed(api, result.failure);
      } else if (readConsent()?.siteImprovement) {
        writeTrackingId(result.data.tntId);
        if (tntId) applyOffers(result.data);
      }
      // After React has drawn the applied wording (its store updates flush in a microtask).
      if (reveal) setTimeout(reveal, 0);
    });
  };

  if (readConsent()?.siteImprovement) start(true);
  else forgetTrackingId();
  return onConsentChange((levels) => {
    if (levels.siteImprovement) return start(false);
    forgetTrackingId();
    forgetExperimentData();
  });
}
