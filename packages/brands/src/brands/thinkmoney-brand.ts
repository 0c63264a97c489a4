import { defineBrand, PRODUCT_REFERENCE } from '../records/define-brand.ts';

/** Thinkwise Money (id `thinkmoney`): a light bulb beside a two-line wordmark. */
export const record = defineBrand({
  id: 'thinkmoney',
  hostPrefix: 'thinkmoney',
  name: 'Thinkwise Money',
  consumerName: 'THKM',
  group: 'productSpecific',
  defaultProductId: PRODUCT_REFERENCE,
  offer: { apr: 39.9, ccsCode: 'CCS31' },
  features: { openBanking: false, instantIssuance: false },
  colours: {
    brand: '#2b2d8f',
    brandSecondary: '#c4006a',
    brandTertiary: '#ecedfb',
    link: '#2b2d8f',
    linkHover: '#1c1d61',
  },
  site: {
    kind: 'partner',
    path: 'thinkwise-money',
    homepageUrl: 'https://www.thinkwise-money.example/',
    markOwner: 'Thinkwise Money Limited',
  },
  logo: () => import('./thinkmoney-brand-logo.ts'),
});

declare module '../records/brand-registry.ts' {
  interface BrandRegistry {
    thinkmoney: typeof record;
  }
}
