import { PROVIDER } from '../content/provider.ts';
import { defineBrand, PRODUCT_REFERENCE } from '../records/define-brand.ts';

/** The provider's own brand (the spec's {product}) and the default: a tick in a rounded square beside the wordmark. */
export const record = defineBrand({
  id: 'quickcheck',
  hostPrefix: 'quickcheck',
  name: 'QuickCheck',
  consumerName: 'QCHK',
  group: 'coreCard',
  defaultProductId: PRODUCT_REFERENCE,
  offer: { apr: 34.9, ccsCode: 'CCS01' },
  features: { openBanking: true, instantIssuance: true },
  colours: {
    brand: '#0b3a75',
    brandSecondary: '#1a5fb4',
    brandTertiary: '#e7f0fb',
    link: '#0b3a75',
    linkHover: '#072650',
  },
  // The fallbacks scaled to Barlow's metrics (apps/web global.css) hold the layout until it arrives.
  fontFamily: "Barlow, 'Barlow fallback', 'Barlow fallback Roboto', 'Helvetica Neue', Arial, sans-serif",
  site: {
    kind: 'provider',
    moneyAdviceLinks: [
      { text: 'Check your credit score for free', url: `${PROVIDER.siteUrl}/credit-score` },
      { text: 'Read our guide to managing money', url: `${PROVIDER.siteUrl}/guides/money-advice` },
    ],
  },
  logo: () => import('./quickcheck-brand-logo.ts'),
});

declare module '../records/brand-registry.ts' {
  interface BrandRegistry {
    quickcheck: typeof record;
  }
}
