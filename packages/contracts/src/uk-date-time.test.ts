import { describe, expect, it } from 'vitest';
import { ukDateTime } from './uk-date-time.ts';

describe('a date with a time, as a UK visitor reads it', () => {
  it('names the zone: GMT in winter, BST in summer, on the UK clock whatever the machine', () => {
    expect(ukDateTime(new Date('2026-12-02T21:05:00Z'))).toBe('2 December 2026 at 9:05pm GMT');
    expect(ukDateTime(new Date('2026-07-02T21:05:00Z'))).toBe('2 July 2026 at 10:05pm BST');
    // Past midnight in the UK is the next day there.
    expect(ukDateTime(new Date('2026-07-02T23:30:00Z'))).toBe('3 July 2026 at 12:30am BST');
  });
});
