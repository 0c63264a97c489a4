import { defineBrand, HOME_SHOPPING_PRODUCT_ID } from '../records/define-brand.ts';

/** Atelier Style (id `asos`): a lower-case wordmark over a hairline rule. */
export const record = defineBrand({
  id: 'asos',
  hostPrefix: 'asos',
  name: 'Atelier Style',
  consumerName: 'ASOS',
  group: 'homeShopping',
  defaultProductId: HOME_SHOPPING_PRODUCT_ID,
  offer: { apr: 29.9, ccsCode: HOME_SHOPPING_PRODUCT_ID },
  features: { openBanking: true, instantIssuance: false },
  colours: {
    brand: '#111111',
    brandSecondary: '#595959',
    brandTertiary: '#eeeeee',
    link: '#111111',
    linkHover: '#000000',
  },
  site: {
    kind: 'partner',
    path: 'atelier-style',
    homepageUrl: 'https://www.atelier-style.example/',
    markOwner: 'Atelier Style Online Limited',
    broker: { companyNumber: '03964021', registeredOffice: '9 Seam Street, London N1 7QA' },
  },
  logo: () => import('./asos-brand-logo.ts'),
});

declare module '../records/brand-registry.ts' {
  interface BrandRegistry {
    asos: typeof record;
  }
}
