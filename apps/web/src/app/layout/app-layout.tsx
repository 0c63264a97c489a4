import { useEffect, type ReactNode } from 'react';
import { InactivityGuard } from '../../features/inactivity/inactivity-guard.tsx';
import { SessionExpiry } from '../../features/session/session-expiry.tsx';
import { track } from '../../common/analytics/analytics.ts';
import { ScrollToTop, useLocation } from '../../common/navigation/router/router.tsx';
import { usePageConfig } from '../../common/page-config/page-config-context.tsx';
import { DelayedFallback } from '../../common/ui/lazy-indicator/delayed-fallback.tsx';
import { Spinner } from '../../common/ui/spinner/spinner.tsx';
import { AppShell } from './app-shell.tsx';

/** The common layout: shell, session expiry and one page view per path (the query may hold codes, not sent). */
export function AppLayout({ children }: { children: ReactNode }) {
  const { sessionExpiryMinutes, sessionInactivityMinutes } = usePageConfig();
  const { pathname } = useLocation();

  useEffect(() => {
    track('pageView', { path: pathname });
  }, [pathname]);

  return (
    <AppShell>
      <SessionExpiry minutes={sessionExpiryMinutes}>
        <InactivityGuard minutes={sessionInactivityMinutes}>{children}</InactivityGuard>
      </SessionExpiry>
      <ScrollToTop />
    </AppShell>
  );
}

/** A page's code on its way (a lazy page): the loading indicator after 200 ms (docs/product/constants.md). */
export function PageLoading() {
  return (
    <DelayedFallback>
      <Spinner message="Loading QuickCheck" />
    </DelayedFallback>
  );
}

/** Shown while the layout itself waits (its lazy parts): the shell and, after 200 ms, the indicator. */
export function AppLoading() {
  return (
    <AppShell>
      <PageLoading />
    </AppShell>
  );
}
