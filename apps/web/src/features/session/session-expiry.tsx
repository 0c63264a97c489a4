import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from '../../common/lazy/lazy-import.ts';
import { DelayedFallback } from '../../common/ui/lazy-indicator/delayed-fallback.tsx';
import { useSessionExpiry } from './use-session-expiry.ts';

// Fetched when the session expires (a day in), not in the first load. Should a deploy have
// replaced its chunk meanwhile, the one reload that follows starts a new session: what the
// screen's own button does.
const SessionExpiredScreen = lazyComponent(
  async () => (await import('./session-expired-screen.tsx')).SessionExpiredScreen,
);

/** Shows the page until the session expires, then the session-expired screen in its place. */
export function SessionExpiry({ minutes, children }: { minutes: number; children: ReactNode }) {
  const expired = useSessionExpiry(minutes);
  if (!expired) return children;
  return (
    <Suspense fallback={<DelayedFallback />}>
      <SessionExpiredScreen />
    </Suspense>
  );
}
