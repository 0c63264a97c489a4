/** What counts as the visitor acting on the page (the inactivity timer's events, and focus). */
const FIRST_ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'focusin', 'input', 'wheel', 'touchstart'] as const;

/**
 * Runs `callback` in the browser's idle time (within `timeoutMs`): work that must not compete with
 * the page's start or with the event being handled. Returns a cancel.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `callback` once, in idle time, after the visitor's first activity on the page, or after
 * `latestMs` without any: for fetching what only a later moment of the visit needs, out of the
 * page's start. Returns a cancel.
 */
export function afterFirstActivity(callback: () => void, latestMs: number): () => void {
  let cancelIdle: (() => void) | undefined;
  const fire = () => {
    stopListening();
    cancelIdle ??= whenIdle(callback);
  };
  const timer = setTimeout(fire, latestMs);
  const stopListening = () => {
    clearTimeout(timer);
    for (const name of FIRST_ACTIVITY_EVENTS) window.removeEventListener(name, fire, { capture: true });
  };
  for (const name of FIRST_ACTIVITY_EVENTS) window.addEventListener(name, fire, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
