import { HOME_SHOPPING_PRODUCT_ID } from '@quickcheck/brands';
import { describe, expect, it } from 'vitest';
import { buildAgreementUrl } from './agreement-link.ts';

const agreementUrl = 'http://localhost:3000/agreement?token=abc';

describe('buildAgreementUrl', () => {
  it('appends the journey keys that are present, keeping the token', () => {
    const url = new URL(
      buildAgreementUrl({
        agreementUrl,
        brand: 'quickcheck',
        consumerName: 'QCHK',
        ccsCode: 'CCS10',
        query: { pcr: 'PCR1', s: 'TRACK123XXXrest', channel: 'web', campaign: 'spring' },
      }),
    );
    expect(url.searchParams.get('token')).toBe('abc');
    expect(url.searchParams.get('pcr')).toBe('PCR1');
    expect(url.searchParams.get('s')).toBe('TRACK123XXXrest');
    expect(url.searchParams.get('channel')).toBe('web');
    expect(url.searchParams.get('campaign')).toBe('spring');
    // The default brand outside an aggregator journey sends no product code, and XXX is no vendor code.
    expect(url.searchParams.has('p')).toBe(false);
    expect(url.searchParams.has('vendorCode')).toBe(false);
  });

  it('passes btNotOffered on only when the visitor arrived with it', () => {
    const build = (btNotOffered?: true) =>
      new URL(buildAgreementUrl({ agreementUrl, brand: 'luma', consumerName: 'LUMA', query: { btNotOffered } }));
    expect(build(true).searchParams.get('btNotOffered')).toBe('true');
    expect(build().searchParams.has('btNotOffered')).toBe(false);
  });

  it('sends the ccs code as p for partner brands and aggregators', () => {
    const partner = new URL(
      buildAgreementUrl({
        agreementUrl,
        brand: 'very',
        consumerName: 'VERY',
        ccsCode: HOME_SHOPPING_PRODUCT_ID,
        query: {},
      }),
    );
    expect(partner.searchParams.get('p')).toBe(HOME_SHOPPING_PRODUCT_ID);
    const aggregator = new URL(
      buildAgreementUrl({ agreementUrl, brand: 'quickcheck', consumerName: 'MSM', ccsCode: 'CCS1', query: {} }),
    );
    expect(aggregator.searchParams.get('p')).toBe('CCS1');
  });

  it('keeps the vendor code the server kept from the form data, then takes the sParameter, the query and the oemc', () => {
    const build = (kept?: string, s?: string, vendorCode?: string, oemc?: string) =>
      new URL(
        buildAgreementUrl({
          agreementUrl: kept ? `${agreementUrl}&vendorCode=${kept}` : agreementUrl,
          brand: 'quickcheck',
          consumerName: 'QCHK',
          query: { s, vendorCode, oemc },
        }),
      ).searchParams.get('vendorCode');
    expect(build('FORM', 'TRACK123VN1', 'QRY', 'OEM')).toBe('FORM');
    expect(build(undefined, 'TRACK123VN1', 'QRY', 'OEM')).toBe('VN1');
    expect(build(undefined, undefined, 'QRY', 'OEM')).toBe('QRY');
    expect(build(undefined, undefined, undefined, 'OEM')).toBe('OEM');
  });

  it('sends non-default brands to the configured agreement origin', () => {
    const url = buildAgreementUrl({
      agreementUrl,
      agreementOrigin: 'https://agreement.example',
      brand: 'ocean',
      consumerName: 'OCEAN',
      query: {},
    });
    expect(url).toBe('https://agreement.example/agreement?token=abc');
  });
});
