import { describe, expect, it, vi } from 'vitest';
import { DISMISS_WAIT_MS, waitForDismiss } from './dismiss-wait.ts';

describe('waitForDismiss (docs/product/constants.md: up to 4000 ms)', () => {
  it('gives up after 4000 ms on an action that never settles', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void waitForDismiss(() => new Promise(() => undefined)).then(done);
    await vi.advanceTimersByTimeAsync(DISMISS_WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
    expect(DISMISS_WAIT_MS).toBe(4000);
  });

  it('goes on at once when the action fails, throws or is absent', async () => {
    await expect(waitForDismiss(() => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    await expect(
      waitForDismiss(() => {
        throw new Error('broken');
      }),
    ).resolves.toBeUndefined();
    await expect(waitForDismiss(undefined)).resolves.toBeUndefined();
  });
});
