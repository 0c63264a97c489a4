const RELOADED_KEY = 'qc-reloaded-for-chunk';

/**
 * Spec §8: a lazy module that fails with 'Failed to fetch dynamically imported module'
 * (usually a deploy replaced the old chunks) reloads the page. Only once per tab, so a
 * real outage still ends on the error page instead of a reload loop.
 */
export function reloadOnStaleChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (!message.includes('Failed to fetch dynamically imported module')) return false;
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return false;
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
