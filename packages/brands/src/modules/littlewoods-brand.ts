import type { BrandModule } from '../content/brand-module.ts';
import { partnerContent } from '../content/partner-content.ts';
import { partnerFooter } from '../content/provider.ts';
import { LOGO_SIZE } from '../logo/logo-types.ts';

/** Little Woods Home (id `littlewoods`): a small fir tree beside a two-line wordmark. */
export const brandModule: BrandModule = {
  id: 'littlewoods',
  content: partnerContent('Little Woods Home', 'little-woods-home', 'https://www.little-woods-home.example/'),
  footer: partnerFooter('little-woods-home', 'Little Woods Home', 'Little Woods Home Retail Limited'),
  logo: {
    id: 'littlewoods-standard',
    label: 'Little Woods Home logo',
    variant: 'standard',
    ...LOGO_SIZE.standard,
    colours: { primary: '#00565e', secondary: '#00727c', tertiary: '#e3f4f5' },
    shapes: [
      { kind: 'circle', cx: 14, cy: 18, r: 14, fill: 'tertiary' },
      { kind: 'path', d: 'M14 4 L24 18 L19 18 L26 27 L2 27 L9 18 L4 18 Z', fill: 'secondary' },
      { kind: 'rect', x: 12, y: 27, width: 4, height: 6, fill: 'primary' },
      { kind: 'text', x: 33, y: 18, text: 'Little Woods', size: 16, weight: 700, fill: 'primary', width: 103 },
      { kind: 'text', x: 33, y: 33, text: 'HOME', size: 11, weight: 700, fill: 'secondary', width: 38 },
    ],
  },
};
