import { Suspense, type ComponentProps } from 'react';
import { useInBrowser } from '../../common/device/browser-only.ts';
import { preloadableComponent } from '../../common/lazy/lazy-import.ts';
import type { CookieConsent } from './cookie-consent.tsx';

// Not in the main chunk: a returning visitor never sees the banner, and a first visit's is drawn by
// the server, so hydration does not wait for this code (React keeps the drawn banner meanwhile).
const CookieConsentLater = preloadableComponent(async () => (await import('./cookie-consent.tsx')).CookieConsent);

/** Resolves once the banner's code is here: a server render draws the banner, not nothing. */
export const preloadCookieConsent = () => CookieConsentLater.preload();

type Props = ComponentProps<typeof CookieConsent>;

/**
 * The cookie consent. A first visit's banner is in the first paint (`shownAtFirst`, decided from the
 * cookies by `bannerInFirstPaint` on the server and in the hydrating browser alike); otherwise it is
 * asked for once the page has started, so a returning visitor's page is the same as before.
 */
export function LazyCookieConsent(props: Props) {
  return props.shownAtFirst ? <Consent {...props} /> : <ConsentOnceStarted {...props} />;
}

// Drawn as the server drew it. Nothing above it may re-render while it waits for its code: an update
// reaching a boundary that has not hydrated yet makes React throw the server's banner away.
function Consent(props: Props) {
  return (
    <Suspense fallback={null}>
      <CookieConsentLater {...props} />
    </Suspense>
  );
}

function ConsentOnceStarted(props: Props) {
  return useInBrowser() ? <Consent {...props} /> : null;
}
