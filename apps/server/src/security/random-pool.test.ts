import { describe, expect, it } from 'vitest';
import { fillRandom, randomBytesFromPool } from './random-pool.ts';

describe('random bytes from a pool', () => {
  it('hands out distinct values across many refills', () => {
    const values = new Set(Array.from({ length: 5000 }, () => randomBytesFromPool(12).toString('hex')));
    expect(values.size).toBe(5000);
  });

  it('gives copies: a value does not change when the pool refills', () => {
    const first = randomBytesFromPool(16);
    const kept = Buffer.from(first);
    for (let i = 0; i < 1000; i += 1) randomBytesFromPool(16);
    expect(first.equals(kept)).toBe(true);
  });

  it('fills the asked range only, and larger requests straight from the CSPRNG', () => {
    const target = Buffer.alloc(10);
    fillRandom(target, 2, 4);
    expect([...target.subarray(0, 2), ...target.subarray(6)]).toEqual([0, 0, 0, 0, 0, 0]);
    const large = Buffer.alloc(10_000);
    fillRandom(large, 0, large.length);
    expect(large.some((byte) => byte !== 0)).toBe(true);
  });
});
