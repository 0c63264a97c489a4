import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstActivity } from './after-first-activity.ts';

describe('afterFirstActivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, after the first activity, in idle time', () => {
    const callback = vi.fn();
    afterFirstActivity(callback, 30_000);
    vi.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after the given time without activity', () => {
    const callback = vi.fn();
    afterFirstActivity(callback, 30_000);
    vi.advanceTimersByTime(29_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const callback = vi.fn();
    afterFirstActivity(callback, 30_000)();
    window.dispatchEvent(new Event('pointerdown'));
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
