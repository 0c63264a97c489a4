import { defineBrand, PRODUCT_REFERENCE } from '../records/define-brand.ts';

/** Luma: a crescent moon beside a lower-case wordmark. */
export const record = defineBrand({
  id: 'luma',
  hostPrefix: 'luma',
  name: 'Luma',
  consumerName: 'LUMA',
  group: 'coreCard',
  defaultProductId: PRODUCT_REFERENCE,
  offer: { apr: 34.9, ccsCode: 'CCS12' },
  features: { openBanking: true, instantIssuance: false },
  colours: {
    brand: '#4b1f7a',
    brandSecondary: '#7a3fbf',
    brandTertiary: '#f1eafa',
    link: '#4b1f7a',
    linkHover: '#321452',
  },
  site: {
    kind: 'partner',
    path: 'luma',
    homepageUrl: 'https://www.luma-card.example/',
    markOwner: 'Luma Brands Limited',
  },
  logo: () => import('./luma-brand-logo.ts'),
});

declare module '../records/brand-registry.ts' {
  interface BrandRegistry {
    luma: typeof record;
  }
}
