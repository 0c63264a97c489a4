import type { BrandModule } from '../content/brand-module.ts';
import { partnerContent } from '../content/partner-content.ts';
import { partnerFooter } from '../content/provider.ts';
import { LOGO_SIZE } from '../logo/logo-types.ts';

/** Ocean: a wave beside the wordmark, at the spec's smaller 80 × 19. */
export const brandModule: BrandModule = {
  id: 'ocean',
  content: partnerContent('Ocean', 'ocean', 'https://www.ocean-card.example/'),
  footer: partnerFooter('ocean', 'Ocean', 'Ocean Card Brands Limited'),
  logo: {
    id: 'ocean-standard',
    label: 'Ocean logo',
    variant: 'standard',
    ...LOGO_SIZE.ocean,
    colours: { primary: '#005a8c', secondary: '#00788a', tertiary: '#e4f5fa' },
    shapes: [
      { kind: 'circle', cx: 9, cy: 8.5, r: 8, fill: 'tertiary' },
      { kind: 'path', d: 'M2 10 Q5.5 5 9 10 T16 10', fill: 'none', stroke: 'secondary', strokeWidth: 2 },
      { kind: 'text', x: 20, y: 14, text: 'ocean', size: 15, weight: 700, fill: 'primary', width: 58 },
    ],
  },
};
