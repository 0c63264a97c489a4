import { Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { lazyComponent } from '../../common/lazy/lazy-import.ts';
import { afterFirstActivity } from '../../common/scheduling/after-first-activity.ts';
import { useSessionActivity } from '../../common/session-activity/session-activity-context.tsx';
import { clearFormSnapshot } from '../../common/session-activity/form-snapshot-storage.ts';
import { saveOffered } from '../../common/save-offer/save-offer.ts';
import { DelayedFallback } from '../../common/ui/lazy-indicator/delayed-fallback.tsx';
import { useInactivityTimer } from './use-inactivity-timer.ts';

const loadWarning = async () => (await import('./inactivity-warning/inactivity-warning.tsx')).InactivityWarning;
const loadTimedOutPage = async () => (await import('./timed-out-page/timed-out-page.tsx')).TimedOutPage;
const InactivityWarning = lazyComponent(loadWarning);
/** The warning and the timed-out page are fetched this long after the start at the latest. */
const PREFETCH_AT_LATEST_MS = 30_000;
const TimedOutPage = lazyComponent(loadTimedOutPage);

/** 'Save and come back later' from the warning, when a form that can be saved is showing: it stays, then saves. */
function saveFrom(stay: () => void): (() => void) | undefined {
  const openSave = saveOffered();
  return openSave
    ? () => {
        stay();
        openSave();
      }
    : undefined;
}

/**
 * Watches the form session (WCAG 2.2.1): a warning at least two minutes before the time-out,
 * then the timed-out page in place of the page, with the answers gone from memory and storage.
 */
export function InactivityGuard({ minutes, children }: { minutes: number; children: ReactNode }) {
  const { sessionId, timedOut, store } = useSessionActivity();
  const onTimeOut = useCallback(() => store?.timeOut(), [store]);
  const { phase, stay } = useInactivityTimer({ minutes, sessionId, onTimeOut });

  useEffect(() => {
    // Fetched while the visitor is here, so neither waits on the network when it is needed; not in
    // the page's start (their code and CSS would compete with hydration): once the visitor acts, or
    // PREFETCH_AT_LATEST_MS in, well before the earliest warning (a minute in, at 3 minutes).
    if (!sessionId) return;
    return afterFirstActivity(
      () => void Promise.all([loadWarning(), loadTimedOutPage()]).catch(() => undefined),
      PREFETCH_AT_LATEST_MS,
    );
  }, [sessionId]);

  useEffect(() => {
    if (timedOut) clearFormSnapshot();
  }, [timedOut]);

  if (timedOut) {
    return (
      <Suspense fallback={<DelayedFallback />}>
        <TimedOutPage />
      </Suspense>
    );
  }
  return (
    <>
      {children}
      {phase.kind === 'warning' ? (
        <Suspense fallback={null}>
          <InactivityWarning msLeft={phase.msLeft} onStay={stay} onSave={saveFrom(stay)} />
        </Suspense>
      ) : null}
    </>
  );
}
