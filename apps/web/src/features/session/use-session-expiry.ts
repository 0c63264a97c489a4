import { useEffect, useState } from 'react';

/**
 * True once `minutes` have passed since the page loaded (docs/product/journey.md session timeout).
 * Background tabs may delay timers, so a visit back to the tab checks the clock too.
 */
export function useSessionExpiry(minutes: number): boolean {
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    const lifetimeMs = minutes * 60_000;
    const deadline = Date.now() + lifetimeMs;
    const timer = setTimeout(() => setExpired(true), lifetimeMs);
    const checkClock = () => {
      if (document.visibilityState === 'visible' && Date.now() >= deadline) setExpired(true);
    };
    document.addEventListener('visibilitychange', checkClock);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', checkClock);
    };
  }, [minutes]);

  return expired;
}
