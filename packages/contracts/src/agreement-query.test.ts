import { describe, expect, it } from 'vitest';
import { agreementParameterName, agreementQuery, setAgreementQuery } from './agreement-query.ts';

describe("the agreement host's query", () => {
  it('writes each value under the name the agreement host reads, the product as p', () => {
    const url = setAgreementQuery(new URL('https://example.test/agreement'), {
      token: 'T',
      product: 'CCS1',
      pcr: 'PCR1',
      s: 'S1',
      channel: 'web',
      campaign: 'SPRING',
      vendorCode: 'VEN1',
      btNotOffered: 'true',
    });
    expect(url.search).toBe(
      '?token=T&p=CCS1&pcr=PCR1&s=S1&channel=web&campaign=SPRING&vendorCode=VEN1&btNotOffered=true',
    );
  });

  it('leaves out absent and empty values', () => {
    expect(agreementQuery({ token: 'T', product: undefined, vendorCode: '' })).toEqual({ token: 'T' });
  });

  it('replaces a value already in the address in its place, and keeps the others', () => {
    const url = new URL('https://example.test/agreement?token=T&vendorCode=OLD&partner=luma');
    expect(setAgreementQuery(url, { vendorCode: 'NEW', product: 'CCS1' }).search).toBe(
      '?token=T&vendorCode=NEW&partner=luma&p=CCS1',
    );
  });

  it('reads under the same names it writes', () => {
    const url = setAgreementQuery(new URL('https://example.test/agreement'), { token: 'T', btNotOffered: 'true' });
    expect(url.searchParams.get(agreementParameterName('token'))).toBe('T');
    expect(url.searchParams.get(agreementParameterName('btNotOffered'))).toBe('true');
  });
});
