import { describe, expect, it } from 'vitest';
import { yieldToBrowser } from './yield-to-browser.ts';

describe('yieldToBrowser', () => {
  it('resumes in a later task, after work the browser had already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToBrowser();
    order.push('resumed');
    expect(order).toEqual(['microtask', 'queued task', 'resumed']);
  });
});
