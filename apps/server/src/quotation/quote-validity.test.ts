import { describe, expect, it } from 'vitest';
import { lastValidDay, quoteExpired, quoteValidUntil, ukDay } from './quote-validity.ts';

describe('how long a quote holds', () => {
  it('holds to the end of the UK day the given number of days on', () => {
    const decidedAt = new Date('2026-11-25T10:00:00Z');
    const validUntil = quoteValidUntil(decidedAt, 30);
    // 25 December is in winter: UK midnight is UTC midnight.
    expect(validUntil.toISOString()).toBe('2026-12-26T00:00:00.000Z');
    expect(lastValidDay(validUntil)).toBe('2026-12-25');
    expect(quoteExpired(validUntil, new Date('2026-12-25T23:59:59.999Z'))).toBe(false);
    expect(quoteExpired(validUntil, validUntil)).toBe(true);
  });

  it('counts days as the UK calendar has them, in summer time too', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in the UK: the quote counts from 1 June.
    const validUntil = quoteValidUntil(new Date('2026-05-31T23:30:00Z'), 30);
    expect(lastValidDay(validUntil)).toBe('2026-07-01');
    // UK midnight in summer is 23:00 UTC the evening before.
    expect(validUntil.toISOString()).toBe('2026-07-01T23:00:00.000Z');
  });

  it('ends on the right instant across a change of the clocks', () => {
    // Decided in summer time, ending after the clocks went back on 25 October 2026.
    const validUntil = quoteValidUntil(new Date('2026-10-10T09:00:00+01:00'), 30);
    expect(lastValidDay(validUntil)).toBe('2026-11-09');
    expect(validUntil.toISOString()).toBe('2026-11-10T00:00:00.000Z');
    // And into summer time: the clocks go forward on 29 March 2026.
    const spring = quoteValidUntil(new Date('2026-03-02T10:00:00Z'), 30);
    expect(lastValidDay(spring)).toBe('2026-04-01');
    expect(spring.toISOString()).toBe('2026-04-01T23:00:00.000Z');
  });

  it('holds nothing with 0 days: the offer ends as it is made', () => {
    const decidedAt = new Date('2026-03-02T10:00:00Z');
    expect(quoteExpired(quoteValidUntil(decidedAt, 0), decidedAt)).toBe(true);
    expect(ukDay(decidedAt)).toBe('2026-03-02');
  });
});
