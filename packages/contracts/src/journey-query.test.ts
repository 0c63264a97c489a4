import { describe, expect, it } from 'vitest';
import { formCallQueryOf } from './journey-parameters.ts';
import {
  carriedQueryOf,
  isJourneyQuery,
  journeyLink,
  journeyParameterName,
  parseJourneyQuery,
} from './journey-query.ts';

/** The form call's query for a page address, as the server works it out. */
const formQueryOfAddress = (search: string) => formCallQueryOf(parseJourneyQuery(search));

describe('parseJourneyQuery', () => {
  it('reads long and short names (productId/p, vendorCode/v, oemc/o), the long one first', () => {
    expect(parseJourneyQuery('?p=CCS12&v=ABC1&o=XY9')).toEqual({
      productId: 'CCS12',
      vendorCode: 'ABC1',
      oemc: 'XY9',
      onlineEntryMethodCode: 'XY9',
    });
    expect(parseJourneyQuery('?productId=CCS1&p=CCS2&vendorCode=VND&v=VN2&oemc=OEM&o=ONL')).toEqual({
      productId: 'CCS1',
      vendorCode: 'VND',
      oemc: 'OEM',
      onlineEntryMethodCode: 'ONL',
    });
  });

  it('ignores vendor and oemc codes that are short or not alphanumeric, and empty values', () => {
    expect(parseJourneyQuery('?v=AB&o=A-B-C&s=%20&campaign=')).toEqual({});
    expect(parseJourneyQuery('?v=AB&vendorCode=&o=A-B-C&oemc=OEM').oemc).toBe('OEM');
  });

  it('reads the rest of docs/product/screens.md, trimmed; btNotOffered only as true or 1', () => {
    expect(
      parseJourneyQuery(
        '?s=%20S1%20&campaign=C1&channel=web&pcr=P1&quotation=q-1&btNotOffered=TRUE&firstName=Ada&partner=very',
      ),
    ).toEqual({
      s: 'S1',
      campaign: 'C1',
      channel: 'web',
      pcr: 'P1',
      quotation: 'q-1',
      btNotOffered: true,
      firstName: 'Ada',
      partner: 'very',
    });
    expect(parseJourneyQuery('?btNotOffered=1').btNotOffered).toBe(true);
    expect(parseJourneyQuery('?btNotOffered=no').btNotOffered).toBeUndefined();
  });
});

describe('isJourneyQuery', () => {
  it('accepts parsed values and refuses unknown keys or values of the wrong kind', () => {
    expect(isJourneyQuery(parseJourneyQuery('?s=S1&btNotOffered=true&v=VEN'))).toBe(true);
    expect(isJourneyQuery({ s: 1 })).toBe(false);
    expect(isJourneyQuery({ btNotOffered: 'true' })).toBe(false);
    expect(isJourneyQuery({ somethingElse: 'x' })).toBe(false);
    expect(isJourneyQuery(null)).toBe(false);
  });
});

describe('carriedQueryOf', () => {
  it('keeps the agreement keys and the brand choice under their long names, never the names or the quotation', () => {
    const query = parseJourneyQuery(
      '?s=ABcdeFgh123&firstName=Ada&campaign=spring&quotation=q-1&pcr=9&partner=very&v=VEN1&p=CCS1&btNotOffered=1',
    );
    expect(carriedQueryOf(query)).toBe(
      'partner=very&s=ABcdeFgh123&campaign=spring&pcr=9&vendorCode=VEN1&btNotOffered=true',
    );
  });

  it('reads back as the same values (o and oemc kept apart: they decide the form call differently)', () => {
    for (const search of ['?o=ONL1&oemc=OEM1&v=VEN1&channel=web', '?o=ONL1', '?s=S1&btNotOffered=true']) {
      const query = parseJourneyQuery(search);
      expect(parseJourneyQuery(carriedQueryOf(query))).toEqual(query);
    }
  });
});

describe('journeyLink', () => {
  it('writes each value under its name from the table, encoded, and reads back as the same values', () => {
    const query = { quotation: 'q 1&x', productId: 'CCS1', partner: 'very', btNotOffered: true } as const;
    const link = journeyLink('/ob-landing', query);
    expect(link).toBe('/ob-landing?partner=very&productId=CCS1&quotation=q+1%26x&btNotOffered=true');
    expect(parseJourneyQuery(link.slice(link.indexOf('?')))).toEqual(query);
  });

  it('is the path alone with no values', () => {
    expect(journeyLink('/', {})).toBe('/');
  });

  it('names a parameter by its first (long) name: the short one is only read', () => {
    expect([journeyParameterName('productId'), journeyParameterName('vendorCode')]).toEqual([
      'productId',
      'vendorCode',
    ]);
  });
});

describe('formCallQueryOf', () => {
  it('reads the codes by their long and short names, trimmed, leaving out what is absent', () => {
    expect(formQueryOfAddress('?consumerName=msm&v=VEN1&o=ONL1&s=%20S1%20&quotation=q-1&p=CCS1')).toEqual({
      consumerName: 'msm',
      oemc: 'ONL1',
      s: 'S1',
      vc: 'VEN1',
      quotation: 'q-1',
    });
    expect(formQueryOfAddress('?vendorCode=VND&oemc=OEM')).toEqual({ oemc: 'OEM', vc: 'VND' });
  });

  it('sends vc by the form-request precedence, defaulting to CQC', () => {
    expect(formQueryOfAddress('?v=VEN1&o=ONL1&oemc=OEM1').vc).toBe('VEN1');
    expect(formQueryOfAddress('?o=ONL1&oemc=OEM1').vc).toBe('ONL1');
    expect(formQueryOfAddress('?oemc=OEM1').vc).toBe('OEM1');
    expect(formQueryOfAddress('?v=x').vc).toBe('CQC');
  });

  it('ignores vendor and oemc codes that are short or not alphanumeric', () => {
    expect(formQueryOfAddress('?v=AB&o=A-B-C')).toEqual({ vc: 'CQC' });
  });
});
