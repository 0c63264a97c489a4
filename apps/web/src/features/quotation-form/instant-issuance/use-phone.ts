import { useSyncExternalStore } from 'react';
import { useUserAgent } from '../../../common/device/user-agent-context.tsx';
import { currentDevice, isPhone, phoneByUserAgent } from './instant-issuance.ts';
import { noSubscription } from '../../../common/device/browser-only.ts';

let phone: boolean | undefined;
// Read once: the device does not change from a phone to a tablet mid-journey.
const readPhone = () => (phone ??= isPhone(currentDevice()));

/**
 * Whether the visitor is on a phone. The server (and the hydrating browser, which must draw what
 * the server drew) goes by the user agent alone; the screen's signals settle the rest afterwards.
 */
export function usePhone(): boolean {
  const userAgent = useUserAgent();
  return useSyncExternalStore(noSubscription, readPhone, () => phoneByUserAgent(userAgent) ?? false);
}
