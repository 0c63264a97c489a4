import { describe, expect, it } from 'vitest';
import { createSessionIds } from './session-id.ts';

const ids = createSessionIds('a-secret-of-at-least-some-length');
const at = new Date('2026-11-23T19:20:31.456Z');

describe('form session ids', () => {
  it('are UUIDs that give back their issue time to the secret that issued them', () => {
    const id = ids.issue(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.issuedAt(id)).toEqual(at);
    expect(ids.issuedAt(id.toUpperCase())).toEqual(at);
  });

  it('differ when issued in the same millisecond', () => {
    const issued = new Set(Array.from({ length: 1000 }, () => ids.issue(at)));
    expect(issued.size).toBe(1000);
  });

  it('are not vouched for when altered, foreign or of another layout', () => {
    const id = ids.issue(at);
    const hex = id.replaceAll('-', '');
    // Every hex digit outside the version and variant positions changed, one at a time.
    for (let i = 0; i < hex.length; i += 1) {
      if (i === 12 || i === 16) continue;
      const flipped = hex.slice(0, i) + (hex[i] === '0' ? '1' : '0') + hex.slice(i + 1);
      const altered = `${flipped.slice(0, 8)}-${flipped.slice(8, 12)}-${flipped.slice(12, 16)}-${flipped.slice(16, 20)}-${flipped.slice(20)}`;
      expect(ids.issuedAt(altered)).toBeUndefined();
    }
    expect(createSessionIds('another-secret-of-some-length').issuedAt(id)).toBeUndefined();
    expect(ids.issuedAt('2f1c7d2e-8d6a-4c5b-9b1e-6a7f0e3d4c21')).toBeUndefined();
    expect(ids.issuedAt('not a uuid')).toBeUndefined();
  });
});
