import { defineBrand, PRODUCT_REFERENCE } from '../records/define-brand.ts';

/** Postal Counters (id `postoffice`): an envelope on a red tile; shown with 'Powered by' the provider. */
export const record = defineBrand({
  id: 'postoffice',
  hostPrefix: 'postoffice',
  name: 'Postal Counters',
  consumerName: 'POST',
  group: 'productSpecific',
  defaultProductId: PRODUCT_REFERENCE,
  offer: { apr: 29.9, ccsCode: 'CCS41' },
  features: { openBanking: false, instantIssuance: false },
  colours: {
    brand: '#c8102e',
    brandSecondary: '#ffcc00',
    brandTertiary: '#fff5cc',
    link: '#a50d26',
    linkHover: '#760a1b',
    // The yellow is too light for white text.
    onBrandSecondary: '#1d1d1f',
  },
  site: {
    kind: 'partner',
    path: 'postal-counters',
    homepageUrl: 'https://www.postal-counters.example/',
    markOwner: 'Postal Counters Limited',
    broker: { companyNumber: '04417263', registeredOffice: '20 Sorting Office Lane, London EC1A 4XP' },
    poweredByProvider: true,
  },
  logo: () => import('./postoffice-brand-logo.ts'),
});

declare module '../records/brand-registry.ts' {
  interface BrandRegistry {
    postoffice: typeof record;
  }
}
