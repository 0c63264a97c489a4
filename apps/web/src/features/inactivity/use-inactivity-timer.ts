import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../common/api/api-client-context.tsx';
import { importLazily } from '../../common/lazy/lazy-import.ts';
import { whenIdle } from '../../common/scheduling/after-first-activity.ts';
import type { InactivityPhase } from './watch-inactivity.ts';

/** How long after a failed fetch of the clock's code it is fetched again. */
const RETRY_LOAD_AFTER_MS = 5_000;

interface InactivityTimerOptions {
  minutes: number;
  /** The watched form session; no session, no timer. */
  sessionId: string | undefined;
  onTimeOut: () => void;
}

/**
 * The form session's clock (watch-inactivity.ts). Its code arrives just after the page's start,
 * not in it: the count begins here, at hydration, so the late arrival costs the visitor nothing.
 * Should it never arrive, the server still closes the idle session and says so at the next call.
 */
export function useInactivityTimer({ minutes, sessionId, onTimeOut }: InactivityTimerOptions) {
  const api = useApiClient();
  const [phase, setPhase] = useState<InactivityPhase>({ kind: 'active' });
  const stayRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!sessionId) return;
    const startedAt = Date.now();
    let stop: (() => void) | undefined;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A clock that arrives late still counts from startedAt; one that failed (a slow link's time-out) is asked again.
    const load = () =>
      importLazily(() => import('./watch-inactivity.ts')).then(
        ({ watchInactivity }) => {
          if (stopped) return;
          const watch = watchInactivity({ api, minutes, sessionId, startedAt, onPhase: setPhase, onTimeOut });
          stop = watch.stop;
          stayRef.current = watch.stay;
        },
        () => {
          if (!stopped) retry = setTimeout(load, RETRY_LOAD_AFTER_MS);
        },
      );
    // At the first idle moment, not in hydration's last task: evaluating the clock's chunk there
    // made that task long on a slow phone (TBT, issue 26). The count still starts at startedAt.
    const cancelLoad = whenIdle(() => void load());
    return () => {
      stopped = true;
      cancelLoad();
      clearTimeout(retry);
      stop?.();
      stayRef.current = () => undefined;
      setPhase({ kind: 'active' });
    };
  }, [api, minutes, sessionId, onTimeOut]);

  const stay = useCallback(() => stayRef.current(), []);
  return { phase, stay };
}
