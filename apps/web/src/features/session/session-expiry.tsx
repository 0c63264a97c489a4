import type { ReactNode } from 'react';
import { SessionExpiredScreen } from './session-expired-screen.tsx';
import { useSessionExpiry } from './use-session-expiry.ts';

/** Shows the page until the session expires, then the session-expired screen in its place. */
export function SessionExpiry({ minutes, children }: { minutes: number; children: ReactNode }) {
  const expired = useSessionExpiry(minutes);
  return expired ? <SessionExpiredScreen /> : children;
}
