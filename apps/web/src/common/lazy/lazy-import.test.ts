import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPageReload } from '../../test/stub-reload.ts';
import { LAZY_LOAD_TIMEOUT_MS, SETTLED_AFTER_MS, importLazily } from './lazy-import.ts';

const staleChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

describe('importLazily', () => {
  const reload = stubPageReload();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the module when it arrives', async () => {
    expect(await importLazily(async () => 'module')).toBe('module');
  });

  it("fails with 'Timeout' after 30 s", async () => {
    vi.useFakeTimers();
    const pending = importLazily(() => new Promise<never>(() => undefined));
    const outcome = expect(pending).rejects.toThrow(/^Timeout$/);
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS);
    await outcome;
  });

  it('reloads the page once on a stale chunk, then lets the error through instead of looping', async () => {
    void importLazily(staleChunk);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(importLazily(staleChunk)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again when another module loaded just before the stale one failed', async () => {
    void importLazily(staleChunk);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await importLazily(async () => 'module');
    await expect(importLazily(staleChunk)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again once the page has run 10 s since a module loaded', async () => {
    vi.useFakeTimers();
    void importLazily(staleChunk);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await importLazily(async () => 'module');
    await vi.advanceTimersByTimeAsync(SETTLED_AFTER_MS);
    void importLazily(staleChunk);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('passes any other failure to the error handler without reloading', async () => {
    await expect(importLazily(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });
});
