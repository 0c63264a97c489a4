import { useSyncExternalStore } from 'react';

/** For useSyncExternalStore over a value that never changes while the page lives (the device, the browser). */
export const noSubscription = () => () => undefined;

/** False on the server and while hydrating its page, true in the browser after: no mismatch either way. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
