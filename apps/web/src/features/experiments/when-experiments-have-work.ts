import { onConsentChange, readConsent, readCookie } from '../../common/consent/consent-levels.ts';
import { TRACKING_COOKIE } from './tracking-cookie.ts';

/**
 * Starts the experiments' code (start-experiments.ts, a lazy chunk with its own CSS) only once it has
 * something to do: at once with site-improvement consent, or to forget a tracking id left from a
 * withdrawn consent; otherwise at the visitor's first choice. What it then does is what it would
 * have done at load: without consent it asks for nothing and hides nothing (a page already shown
 * is never hidden: no tracking id can have been written meanwhile).
 */
export function whenExperimentsHaveWork(start: () => void, cookies: string = document.cookie): void {
  if (readConsent(cookies)?.siteImprovement || readCookie(cookies, TRACKING_COOKIE) !== undefined) {
    start();
    return;
  }
  const stop = onConsentChange(() => {
    stop();
    start();
  });
}
