import { defineBrand, PRODUCT_REFERENCE } from '../records/define-brand.ts';

/** Ocean: a wave beside the wordmark, at the spec's smaller 80 × 19. */
export const record = defineBrand({
  id: 'ocean',
  hostPrefix: 'ocean',
  name: 'Ocean',
  consumerName: 'OCEAN',
  group: 'productSpecific',
  defaultProductId: PRODUCT_REFERENCE,
  offer: { apr: 29.9, ccsCode: 'CCS21' },
  features: { openBanking: false, instantIssuance: false },
  colours: {
    brand: '#005a8c',
    brandSecondary: '#00788a',
    brandTertiary: '#e4f5fa',
    link: '#005a8c',
    linkHover: '#003d5f',
  },
  site: {
    kind: 'partner',
    path: 'ocean',
    homepageUrl: 'https://www.ocean-card.example/',
    markOwner: 'Ocean Card Brands Limited',
  },
  logo: () => import('./ocean-brand-logo.ts'),
});

declare module '../records/brand-registry.ts' {
  interface BrandRegistry {
    ocean: typeof record;
  }
}
