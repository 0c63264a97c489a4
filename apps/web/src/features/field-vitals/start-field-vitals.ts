import { onConsentChange, readConsent } from '../../common/consent/consent-levels.ts';

/**
 * Field vitals (issue 26) are site-improvement analytics: nothing is measured, and their code is
 * not even fetched, until the visitor allows site improvement — at load, or later in the visit.
 * web-vitals reads the browser's buffered entries, so a late start still sees the first paint.
 */
export function startFieldVitalsWithConsent(load: () => void, cookies: string = document.cookie): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load();
  };
  if (readConsent(cookies)?.siteImprovement) start();
  else onConsentChange((levels) => levels.siteImprovement && start());
}
