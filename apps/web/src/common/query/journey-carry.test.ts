import { describe, expect, it } from 'vitest';
import { withCarriedQuery } from './journey-carry.ts';

describe('journey values carried on in-app addresses', () => {
  it("adds the agreement keys and the brand choice to a target without overriding the target's own", () => {
    const journey = { quotation: 'q-1', s: 'ABcdeFgh123', lastName: 'Lovelace', partner: 'very', vendorCode: 'VEN1' };
    expect(withCarriedQuery('/ob-landing?quotation=q-2', journey)).toBe(
      '/ob-landing?quotation=q-2&partner=very&s=ABcdeFgh123&vendorCode=VEN1',
    );
    expect(withCarriedQuery('/result?s=OWN', { s: 'ABcdeFgh123', btNotOffered: true })).toBe(
      '/result?s=OWN&btNotOffered=true',
    );
  });
});
