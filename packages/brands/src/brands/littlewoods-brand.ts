import { defineBrand, HOME_SHOPPING_PRODUCT_ID } from '../records/define-brand.ts';

/** Little Woods Home (id `littlewoods`): a small fir tree beside a two-line wordmark. */
export const record = defineBrand({
  id: 'littlewoods',
  hostPrefix: 'littlewoods',
  name: 'Little Woods Home',
  consumerName: 'LTWD',
  group: 'homeShopping',
  defaultProductId: HOME_SHOPPING_PRODUCT_ID,
  offer: { apr: 39.9, ccsCode: HOME_SHOPPING_PRODUCT_ID },
  features: { openBanking: true, instantIssuance: false },
  colours: {
    brand: '#00565e',
    brandSecondary: '#00727c',
    brandTertiary: '#e3f4f5',
    link: '#00565e',
    linkHover: '#003b40',
  },
  site: {
    kind: 'partner',
    path: 'little-woods-home',
    homepageUrl: 'https://www.little-woods-home.example/',
    markOwner: 'Little Woods Home Retail Limited',
  },
  logo: () => import('./littlewoods-brand-logo.ts'),
});

declare module '../records/brand-registry.ts' {
  interface BrandRegistry {
    littlewoods: typeof record;
  }
}
