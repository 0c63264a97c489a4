import type { BrandModule } from '../content/brand-module.ts';
import { partnerContent } from '../content/partner-content.ts';
import { partnerFooter } from '../content/provider.ts';
import { LOGO_SIZE } from '../logo/logo-types.ts';

/** Luma: a crescent moon beside a lower-case wordmark. */
export const brandModule: BrandModule = {
  id: 'luma',
  content: partnerContent('Luma', 'luma', 'https://www.luma-card.example/'),
  footer: partnerFooter('luma', 'Luma', 'Luma Brands Limited'),
  logo: {
    id: 'luma-standard',
    label: 'Luma logo',
    variant: 'standard',
    ...LOGO_SIZE.standard,
    colours: { primary: '#4b1f7a', secondary: '#7a3fbf', tertiary: '#ffffff' },
    shapes: [
      { kind: 'circle', cx: 17, cy: 18, r: 14, fill: 'primary' },
      { kind: 'circle', cx: 23, cy: 13, r: 11, fill: 'tertiary' },
      { kind: 'text', x: 38, y: 29, text: 'luma', size: 28, weight: 700, fill: 'primary', width: 82 },
      { kind: 'circle', cx: 129, cy: 9, r: 4, fill: 'secondary' },
    ],
  },
};
