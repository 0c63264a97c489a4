import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newDecisionReference, parseDecisionReference, REFERENCE_ALPHABET } from './decision-reference.ts';

const SHAPE = /^QC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A reference from seven chosen byte values, so fast-check can shrink a failure to a small case. */
const referenceArb = fc.uint8Array({ minLength: 7, maxLength: 7 }).map((bytes) => newDecisionReference(() => bytes));

const symbolsOf = (reference: string) => reference.replaceAll('-', '').slice(2);
const written = (symbols: string) => `QC-${symbols.slice(0, 4)}-${symbols.slice(4)}`;

describe('decision references', () => {
  it('are short, free of look-alike letters, and read back as themselves', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newDecisionReference(randomBytes);
      expect(reference).toMatch(SHAPE);
      expect(parseDecisionReference(reference)).toBe(reference);
    }
  });

  it('refuse every single-symbol substitution, the check symbol included', () => {
    fc.assert(
      fc.property(referenceArb, (reference) => {
        const symbols = symbolsOf(reference);
        for (let at = 0; at < symbols.length; at++) {
          for (const other of REFERENCE_ALPHABET) {
            if (other === symbols[at]) continue;
            const typed = written(symbols.slice(0, at) + other + symbols.slice(at + 1));
            expect(parseDecisionReference(typed), typed).toBeUndefined();
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuse every swap of two neighbouring symbols that differ, the check symbol included', () => {
    fc.assert(
      fc.property(referenceArb, (reference) => {
        const symbols = symbolsOf(reference);
        for (let at = 0; at + 1 < symbols.length; at++) {
          if (symbols[at] === symbols[at + 1]) continue;
          const typed = written(symbols.slice(0, at) + symbols[at + 1] + symbols[at] + symbols.slice(at + 2));
          expect(parseDecisionReference(typed), typed).toBeUndefined();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('forgive case, spacing and the look-alikes a person may type', () => {
    // 7 symbols of value 0, 1, 0, … so O, I and L stand in for them.
    const reference = newDecisionReference(() => Uint8Array.from([0, 1, 0, 1, 0, 1, 0]));
    const symbols = symbolsOf(reference);
    expect(symbols.slice(0, 7)).toBe('0101010');
    expect(parseDecisionReference(` qc ${'oIoLo1O'}${symbols[7]!.toLowerCase()} `)).toBe(reference);
    expect(parseDecisionReference(symbols)).toBe(reference);
  });

  it('refuse what is not a reference', () => {
    for (const typed of ['', 'QC-', 'QC-1234-567', 'QC-1234-56789', 'QC-U000-0000', 'QC-12#4-5678', 'not a ref']) {
      expect(parseDecisionReference(typed), typed).toBeUndefined();
    }
  });
});
