import { Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import { lazyComponent } from '../../shared/lazy/lazy-import.ts';
import type { CookieConsent } from './cookie-consent.tsx';

// The banner is not part of the first paint: its code arrives right after the start.
const CookieConsentLater = lazyComponent(async () => (await import('./cookie-consent.tsx')).CookieConsent);

const noSubscription = () => () => undefined;

/**
 * The cookie consent, asked for once the page has started. Never on the server: the choice lives
 * in the browser's cookies, so the page the server draws is the same for everyone.
 */
export function LazyCookieConsent(props: ComponentProps<typeof CookieConsent>) {
  // False on the server and while hydrating its page; true in the browser.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentLater {...props} />
    </Suspense>
  );
}
