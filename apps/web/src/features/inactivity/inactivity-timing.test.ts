import { describe, expect, it } from 'vitest';
import { freshCheckUrl } from './timed-out-page/fresh-check-url.ts';
import { timeLeftText } from './inactivity-timing.ts';

describe('the time left in the warning', () => {
  it.each([
    [120_000, '2 minutes'],
    [61_000, '2 minutes'],
    [60_000, '1 minute'],
    [46_000, '1 minute'],
    [45_000, '45 seconds'],
    [44_000, '45 seconds'],
    [16_000, '30 seconds'],
    [1_000, '15 seconds'],
    [0, '15 seconds'],
  ])('%i ms reads %j: its words change every minute, then every 15 seconds', (ms, text) => {
    expect(timeLeftText(ms)).toBe(text);
  });
});

describe('the address of a fresh check after a time-out', () => {
  it('keeps where the visitor came from and drops everything that would prefill an answer', () => {
    expect(freshCheckUrl('?s=ABCDEFGH123&firstName=Ada&lastName=Byron&quotation=q-1&partner=very')).toBe(
      '/?s=ABCDEFGH123&partner=very',
    );
    expect(freshCheckUrl('?firstName=Ada')).toBe('/');
  });
});
