import { useSyncExternalStore } from 'react';
import { currentDevice, isPhone } from './instant-issuance.ts';

let phone: boolean | undefined;
// Read once: the device does not change from a phone to a tablet mid-journey.
const readPhone = () => (phone ??= isPhone(currentDevice()));
const notPhone = () => false;
const noSubscription = () => () => undefined;

/** Whether the visitor is on a phone; a server render cannot tell, and draws the page for other devices. */
export function usePhone(): boolean {
  return useSyncExternalStore(noSubscription, readPhone, notPhone);
}
