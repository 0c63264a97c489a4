import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { InactivityGuard } from '../../features/inactivity/inactivity-guard.tsx';
import { SessionExpiry } from '../../features/session/session-expiry.tsx';
import { track } from '../../shared/analytics/analytics.ts';
import { usePageConfig } from '../../shared/page-config/page-config-context.tsx';
import { DelayedFallback } from '../../shared/ui/lazy-indicator/delayed-fallback.tsx';
import { Spinner } from '../../shared/ui/spinner/spinner.tsx';
import { AppShell } from './app-shell.tsx';

/** The layout route: shell, session expiry and one page view per path (the query may hold codes, not sent). */
export function AppLayout() {
  const { sessionExpiryMinutes, sessionInactivityMinutes } = usePageConfig();
  const { pathname } = useLocation();

  useEffect(() => {
    track('pageView', { path: pathname });
  }, [pathname]);

  return (
    <AppShell>
      <SessionExpiry minutes={sessionExpiryMinutes}>
        <InactivityGuard minutes={sessionInactivityMinutes}>
          <Outlet />
        </InactivityGuard>
      </SessionExpiry>
      <ScrollRestoration />
    </AppShell>
  );
}

/** Shown while the first route's data and code load (the form call, a lazy page): after 200 ms (spec §9). */
export function AppLoading() {
  return (
    <AppShell>
      <DelayedFallback>
        <Spinner message="Loading QuickCheck" />
      </DelayedFallback>
    </AppShell>
  );
}
