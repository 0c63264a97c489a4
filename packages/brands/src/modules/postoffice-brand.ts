import type { BrandModule } from '../content/brand-module.ts';
import { brokerNotices, partnerContent } from '../content/partner-content.ts';
import { partnerFooter, PROVIDER } from '../content/provider.ts';
import { LOGO_SIZE } from '../logo/logo-types.ts';

const partner = {
  company: 'Postal Counters Limited',
  cardName: 'Postal Counters',
  companyNumber: '04417263',
  registeredOffice: '20 Sorting Office Lane, London EC1A 4XP',
};
const homepageUrl = 'https://www.postal-counters.example/';

/** Postal Counters (id `postoffice`): an envelope on a red tile; shown with 'Powered by' the provider. */
export const brandModule: BrandModule = {
  id: 'postoffice',
  content: partnerContent('Postal Counters', 'postal-counters', homepageUrl),
  footer: partnerFooter('postal-counters', 'Postal Counters', partner.company, brokerNotices(partner)),
  poweredBy: { partnerUrl: homepageUrl, providerName: PROVIDER.brandName, providerUrl: `${PROVIDER.siteUrl}/` },
  logo: {
    id: 'postoffice-standard',
    label: 'Postal Counters logo',
    variant: 'standard',
    ...LOGO_SIZE.standard,
    colours: { primary: '#c8102e', secondary: '#ffcc00', tertiary: '#ffffff' },
    shapes: [
      { kind: 'rect', x: 0, y: 2, width: 34, height: 32, rx: 3, fill: 'primary' },
      { kind: 'rect', x: 29, y: 2, width: 5, height: 32, fill: 'secondary' },
      { kind: 'path', d: 'M5 10 H24 V26 H5 Z M5 10 L14.5 19 L24 10', fill: 'none', stroke: 'tertiary', strokeWidth: 2 },
      { kind: 'text', x: 40, y: 16, text: 'Postal', size: 15, weight: 700, fill: 'primary', width: 50 },
      { kind: 'text', x: 40, y: 33, text: 'Counters', size: 15, weight: 700, fill: 'primary', width: 72 },
    ],
  },
};
