import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreementVendorCode,
  decodeSParameter,
  formRequestVendorCode,
  journeyVendorCodeFromS,
  validCode,
  vendorCodeFromS,
} from './journey-parameters.ts';

const alphanumeric = fc.constantFrom(...'abcxyzABCXYZ0189'.split(''));
const anyChar = fc.constantFrom(...'abcxXyzABC019-_ !é'.split(''));
const code = fc.string({ unit: alphanumeric, minLength: 3, maxLength: 8 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

describe('decodeSParameter', () => {
  it('reads every part of a source code', () => {
    expect(decodeSParameter('aBcdeFghVN1rest')).toEqual({
      trackingId: 'aBcdeFgh',
      experimentVariant: 'B',
      webpageMarker: 'F',
      vendorCode: 'VN1',
      journeyVendorCode: 'VN1',
    });
    expect(decodeSParameter('abcdefghXXXrest')).toEqual({ trackingId: 'abcdefgh' });
    expect(decodeSParameter('abcdefghAxB')).toMatchObject({ vendorCode: 'AxB', journeyVendorCode: 'AB' });
    expect(decodeSParameter('')).toBeUndefined();
  });

  it('always takes the first 8 characters as the tracking id', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, minLength: 1, maxLength: 20 }), (s) => {
        expect(decodeSParameter(s)?.trackingId).toBe([...s].slice(0, 8).join(''));
      }),
    );
  });

  it('reports a variant and a marker exactly when the 2nd and 6th characters are uppercase', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, minLength: 1, maxLength: 20 }), (s) => {
        const decoded = decodeSParameter(s);
        expect(decoded?.experimentVariant).toBe(/[A-Z]/.test(s[1] ?? '') ? s[1] : undefined);
        expect(decoded?.webpageMarker).toBe(/[A-Z]/.test(s[5] ?? '') ? s[5] : undefined);
      }),
    );
  });

  it('never yields XXX as a vendor code, nor an x in the journey fallback', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, maxLength: 8 }), fc.string({ unit: anyChar, maxLength: 6 }), (a, b) => {
        const s = `${a.padEnd(8, 'a')}${b}`;
        const vendor = vendorCodeFromS(s);
        if (vendor !== undefined) {
          expect(vendor).not.toBe('XXX');
          expect(vendor).toBe(s.slice(8, 11));
        }
        expect(journeyVendorCodeFromS(s) ?? '').not.toMatch(/x/i);
      }),
    );
  });
});

describe('validCode', () => {
  it('keeps exactly the codes of 3 or more alphanumerics', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, maxLength: 6 }), (value) => {
        expect(validCode(value) !== undefined).toBe(/^[A-Za-z0-9]{3,}$/.test(value.trim()));
      }),
    );
    expect(validCode('AB')).toBeUndefined();
    expect(validCode('A-B-C')).toBeUndefined();
    expect(validCode('WEB1')).toBe('WEB1');
  });
});

describe('vendor code precedence', () => {
  it('agreement link: form data, then the sParameter, then the query, then oemc', () => {
    const s = 'abcdefghSP1';
    expect(agreementVendorCode({ formVendorCode: 'FRM', sParameter: s, queryVendorCode: 'QRY', oemc: 'OEM' })).toBe(
      'FRM',
    );
    expect(agreementVendorCode({ sParameter: s, queryVendorCode: 'QRY', oemc: 'OEM' })).toBe('SP1');
    expect(agreementVendorCode({ sParameter: 'abcdefghXXX', queryVendorCode: 'QRY', oemc: 'OEM' })).toBe('QRY');
    expect(agreementVendorCode({ oemc: 'OEM' })).toBe('OEM');
    expect(agreementVendorCode({})).toBeUndefined();
  });

  it('agreement link: the answer is always the first valid candidate', () => {
    fc.assert(
      fc.property(maybe(code), maybe(code), maybe(code), (form, query, oemc) => {
        expect(agreementVendorCode({ formVendorCode: form, queryVendorCode: query, oemc })).toBe(form ?? query ?? oemc);
      }),
    );
  });

  it("form request: the query, then onlineEntryMethodCode, then oemc, then 'CQC'", () => {
    expect(formRequestVendorCode({ queryVendorCode: 'QRY', onlineEntryMethodCode: 'ONL', oemc: 'OEM' })).toBe('QRY');
    expect(formRequestVendorCode({ queryVendorCode: 'Q', onlineEntryMethodCode: 'ONL', oemc: 'OEM' })).toBe('ONL');
    expect(formRequestVendorCode({ oemc: 'OEM' })).toBe('OEM');
    expect(formRequestVendorCode({})).toBe('CQC');
    fc.assert(
      fc.property(maybe(code), maybe(code), maybe(code), (query, online, oemc) => {
        const input = { queryVendorCode: query, onlineEntryMethodCode: online, oemc };
        expect(formRequestVendorCode(input)).toBe(query ?? online ?? oemc ?? 'CQC');
      }),
    );
  });
});
