import { describe, expect, it } from 'vitest';
import { carriedQuery, withCarriedQuery } from './journey-carry.ts';

describe('journey keys carried through open banking', () => {
  it('keeps the agreement keys and the brand choice, never the names or the quotation', () => {
    expect(carriedQuery('?s=ABcdeFgh123&firstName=Ada&campaign=spring&quotation=q-1&pcr=9&partner=very')).toBe(
      'partner=very&s=ABcdeFgh123&campaign=spring&pcr=9',
    );
  });

  it("adds them to a target address without overriding the target's own", () => {
    expect(withCarriedQuery('/ob-landing?quotation=q-2', '?quotation=q-1&s=ABcdeFgh123&lastName=Lovelace')).toBe(
      '/ob-landing?quotation=q-2&s=ABcdeFgh123',
    );
  });
});
