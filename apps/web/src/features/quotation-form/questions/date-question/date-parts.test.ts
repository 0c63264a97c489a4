import { describe, expect, it } from 'vitest';
import { joinDate, splitDate } from './date-parts.ts';

describe('date parts', () => {
  it('joins into DD-MM-YYYY with zero padding', () => {
    expect(joinDate({ day: '7', month: '3', year: '1985' })).toBe('07-03-1985');
    expect(joinDate({ day: '27', month: '12', year: '1985' })).toBe('27-12-1985');
  });

  it('is empty when no box is filled', () => {
    expect(joinDate({ day: '', month: ' ', year: '' })).toBe('');
  });

  it('splits an answer back into boxes', () => {
    expect(splitDate('07-03-1985')).toEqual({ day: '07', month: '03', year: '1985' });
    expect(splitDate(undefined)).toEqual({ day: '', month: '', year: '' });
  });
});
