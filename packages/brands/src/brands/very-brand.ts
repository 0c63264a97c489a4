import { defineBrand, HOME_SHOPPING_PRODUCT_ID } from '../records/define-brand.ts';

/** Verily (id `very`): a bold wordmark on a swept underline, with a spark. */
export const record = defineBrand({
  id: 'very',
  hostPrefix: 'very',
  name: 'Verily',
  consumerName: 'VERY',
  group: 'homeShopping',
  defaultProductId: HOME_SHOPPING_PRODUCT_ID,
  offer: { apr: 39.9, ccsCode: HOME_SHOPPING_PRODUCT_ID },
  features: { openBanking: true, instantIssuance: false },
  colours: {
    brand: '#b0004f',
    brandSecondary: '#1d1d1f',
    brandTertiary: '#fde8f1',
    link: '#9a0045',
    linkHover: '#6e0031',
  },
  site: {
    kind: 'partner',
    path: 'verily',
    homepageUrl: 'https://www.verily.example/',
    markOwner: 'Verily Retail Limited',
  },
  logo: () => import('./very-brand-logo.ts'),
});

declare module '../records/brand-registry.ts' {
  interface BrandRegistry {
    very: typeof record;
  }
}
