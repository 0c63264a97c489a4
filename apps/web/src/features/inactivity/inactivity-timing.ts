/** The warning comes this long before the time-out (WCAG 2.2.1: at least 20 s; GOV.UK gives 2 minutes). */
export const WARNING_BEFORE_MS = 2 * 60_000;
/** The server hears about activity at most this often; the browser counts time from the last report. */
export const REPORT_EVERY_MS = 30_000;
/** The time left is announced in steps this long in the last minute (a screen reader hears 4 updates). */
const LAST_MINUTE_STEP_S = 15;

/** 'Time left' in words that change rarely: whole minutes, then 15-second steps in the last minute. */
export function timeLeftText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  if (seconds > 60) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  if (seconds > 45) return '1 minute';
  const stepped = Math.max(LAST_MINUTE_STEP_S, Math.ceil(seconds / LAST_MINUTE_STEP_S) * LAST_MINUTE_STEP_S);
  return `${stepped} seconds`;
}
