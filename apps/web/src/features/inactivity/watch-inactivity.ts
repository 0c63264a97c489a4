import { SESSION_ID_HEADER } from '@quickcheck/contracts';
import type { ApiClient } from '../../common/api/api-client.ts';
import { openActivityChannel } from './activity-channel.ts';
import { REPORT_EVERY_MS, WARNING_BEFORE_MS } from './inactivity-timing.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;

export type InactivityPhase = { kind: 'active' } | { kind: 'warning'; msLeft: number };

export interface InactivityWatchOptions {
  api: ApiClient;
  minutes: number;
  sessionId: string;
  /** When the page started counting (before this module arrived): the time-out counts from there. */
  startedAt: number;
  onPhase: (phase: InactivityPhase) => void;
  onTimeOut: () => void;
}

/**
 * Counts from the last time the server heard of the visitor's activity (never from a later
 * keystroke it has not heard of), so the browser never believes in a session the server has
 * already closed. Activity is reported at most every 30 s; while the warning is up only 'Stay'
 * (or activity in another tab) counts.
 */
export function watchInactivity({ api, minutes, sessionId, startedAt, onPhase, onTimeOut }: InactivityWatchOptions) {
  const limitMs = minutes * 60_000;
  let reportedAt = startedAt;
  let warning = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    const now = Date.now();
    const deadline = reportedAt + limitMs;
    if (now >= deadline) return onTimeOut();
    if (now < deadline - WARNING_BEFORE_MS) {
      if (warning) onPhase({ kind: 'active' });
      warning = false;
      timer = setTimeout(schedule, deadline - WARNING_BEFORE_MS - now);
      return;
    }
    warning = true;
    onPhase({ kind: 'warning', msLeft: deadline - now });
    timer = setTimeout(schedule, Math.min(1000, deadline - now));
  };
  const report = () => {
    reportedAt = Date.now();
    // A 401 'inactive' answer reaches the store through the API client's onSessionInactive.
    void api.post(api.path('sessionActivity'), {}, { headers: { [SESSION_ID_HEADER]: sessionId } });
    schedule();
  };
  const due = () => Date.now() - reportedAt >= REPORT_EVERY_MS;
  const channel = openActivityChannel(() => {
    if (warning || due()) report();
  });
  const onActivity = () => {
    if (warning || !due()) return;
    report();
    channel.announce();
  };
  // Background tabs may delay timers: a visit back to the tab checks the clock at once.
  const onVisible = () => document.visibilityState === 'visible' && schedule();

  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisible);
  schedule();
  return {
    stay: () => {
      report();
      channel.announce();
    },
    stop: () => {
      clearTimeout(timer);
      channel.close();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
