import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decisionReference, idPrefixOfReference } from './decision-reference.ts';

describe('decision references', () => {
  it('are short, free of look-alike letters, and lead back to the quotation id', () => {
    for (let i = 0; i < 200; i++) {
      const id = randomUUID();
      const reference = decisionReference(id);
      expect(reference).toMatch(/^QC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(id.replaceAll('-', '').startsWith(idPrefixOfReference(reference.toLowerCase())!)).toBe(true);
    }
  });

  it('are the same every time for one quotation', () => {
    expect(decisionReference('00000000-0000-4000-8000-000000000000')).toBe('QC-0000-0000');
    expect(decisionReference('ffffffff-ff00-4000-8000-000000000000')).toBe('QC-ZZZZ-ZZZZ');
  });

  it('refuse what is not a reference', () => {
    expect(idPrefixOfReference('QC-IL0O-1234')).toBeUndefined();
    expect(() => decisionReference('not-an-id')).toThrow();
  });
});
