import { flushAnalytics } from '../analytics/analytics.ts';

/**
 * Full-page navigation away from the app (the agreement host, a fresh start); one place to stub in
 * tests. What analytics has queued goes first, as a keepalive request that outlives the page.
 */
export function leaveTo(url: string): void {
  void flushAnalytics();
  window.location.assign(url);
}

/** Full-page navigation that takes the current history entry's place (Back does not return to it). */
export function replaceWith(url: string): void {
  void flushAnalytics();
  window.location.replace(url);
}
