import { describe, expect, it } from 'vitest';
import { readJourneyQuery, vendorCodeFromS } from './journey-query.ts';

describe('readJourneyQuery', () => {
  it('reads long and short parameter names', () => {
    expect(readJourneyQuery('?p=CCS12&v=ABC1&o=XY9')).toMatchObject({
      productId: 'CCS12',
      vendorCode: 'ABC1',
      oemc: 'XY9',
    });
    expect(readJourneyQuery('?productId=CCS1&vendorCode=VND&oemc=OEM')).toMatchObject({
      productId: 'CCS1',
      vendorCode: 'VND',
      oemc: 'OEM',
    });
  });

  it('ignores vendor and oemc codes that are short or not alphanumeric', () => {
    const query = readJourneyQuery('?v=AB&o=A-B-C');
    expect(query.vendorCode).toBeUndefined();
    expect(query.oemc).toBeUndefined();
  });

  it('reads prefill names from the hash', () => {
    expect(readJourneyQuery('', '#firstName=Ada&lastName=Lovelace')).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });
});

describe('vendorCodeFromS', () => {
  it('takes characters 9 to 11 unless they are XXX', () => {
    expect(vendorCodeFromS('ABCDEFGHVN1rest')).toBe('VN1');
    expect(vendorCodeFromS('ABCDEFGHXXXrest')).toBeUndefined();
    expect(vendorCodeFromS('SHORT')).toBeUndefined();
  });
});

describe('readJourneyQuery, the rest of spec §2', () => {
  it('reads the campaign codes, the quotation and the btNotOffered flag', () => {
    expect(readJourneyQuery('?s=S1&campaign=C1&channel=web&pcr=P1&quotation=q-1&btNotOffered=true')).toMatchObject({
      s: 'S1',
      campaign: 'C1',
      channel: 'web',
      pcr: 'P1',
      quotation: 'q-1',
      btNotOffered: true,
    });
    expect(readJourneyQuery('?btNotOffered=no').btNotOffered).toBe(false);
  });
});
