import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Stands in for `location.reload` in each test of the calling file (a stale chunk reloads the page
 * once; the guard remembers it in sessionStorage, cleared first). Returns the mock to assert on.
 */
export function stubPageReload() {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
  });
  return reload;
}
