const RELOADED_KEY = 'qc-reloaded-for-chunk';
export const STALE_CHUNK_MESSAGE = 'Failed to fetch dynamically imported module';

/**
 * docs/product/calls-and-errors.md#errors: a lazy module that fails with 'Failed to fetch dynamically imported module'
 * (usually a deploy replaced the old chunks) reloads the page. Only once until a lazy module
 * loads again, so a real outage ends on the error page instead of a reload loop.
 */
export function reloadOnStaleChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (!message.includes(STALE_CHUNK_MESSAGE)) return false;
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return false;
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** A lazy module loaded: the next deploy in this tab may reload once again. */
export function forgetStaleChunkReload(): void {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Storage unavailable: nothing was marked either.
  }
}
