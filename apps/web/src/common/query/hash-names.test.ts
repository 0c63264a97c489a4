import { describe, expect, it } from 'vitest';
import { namesInHash } from './hash-names.ts';

describe('namesInHash', () => {
  it('reads the prefill names from the hash, trimmed, leaving out empty ones', () => {
    expect(namesInHash('#firstName=%20Ada&lastName=Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(namesInHash('#firstName=&s=S1')).toEqual({});
    expect(namesInHash('')).toEqual({});
  });
});
