import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '../../shared/lazy/lazy-import.ts';
import type { CookieConsent } from './cookie-consent.tsx';

// The banner is not part of the first paint: its code arrives right after the start.
const CookieConsentLater = lazyComponent(async () => (await import('./cookie-consent.tsx')).CookieConsent);

/** The cookie consent, loaded once the page has started (nothing shows until it has). */
export function LazyCookieConsent(props: ComponentProps<typeof CookieConsent>) {
  return (
    <Suspense fallback={null}>
      <CookieConsentLater {...props} />
    </Suspense>
  );
}
