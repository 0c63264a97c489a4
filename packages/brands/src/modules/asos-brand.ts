import type { BrandModule } from '../content/brand-module.ts';
import { brokerNotices, partnerContent } from '../content/partner-content.ts';
import { partnerFooter } from '../content/provider.ts';
import { LOGO_SIZE } from '../logo/logo-types.ts';

const partner = {
  company: 'Atelier Style Online Limited',
  cardName: 'Atelier Style',
  companyNumber: '03964021',
  registeredOffice: '9 Seam Street, London N1 7QA',
};

/** Atelier Style (id `asos`): a lower-case wordmark over a hairline rule. */
export const brandModule: BrandModule = {
  id: 'asos',
  content: partnerContent('Atelier Style', 'atelier-style', 'https://www.atelier-style.example/'),
  footer: partnerFooter('atelier-style', 'Atelier Style', partner.company, brokerNotices(partner)),
  logo: {
    id: 'asos-standard',
    label: 'Atelier Style logo',
    variant: 'standard',
    ...LOGO_SIZE.standard,
    colours: { primary: '#111111', secondary: '#595959', tertiary: '#eeeeee' },
    shapes: [
      { kind: 'rect', x: 0, y: 2, width: 138, height: 29, fill: 'tertiary' },
      { kind: 'text', x: 4, y: 25, text: 'atelier', size: 26, weight: 700, fill: 'primary', width: 88 },
      { kind: 'text', x: 96, y: 25, text: 'STYLE', size: 11, weight: 700, fill: 'secondary', width: 38 },
      { kind: 'rect', x: 0, y: 33, width: 138, height: 1.5, fill: 'primary' },
    ],
  },
};
