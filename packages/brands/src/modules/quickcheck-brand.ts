import type { BrandModule } from '../content/brand-module.ts';
import { heroHeadingFor } from '../content/partner-content.ts';
import { defaultFooterLinks, PROVIDER } from '../content/provider.ts';
import { LOGO_SIZE } from '../logo/logo-types.ts';

const site = PROVIDER.siteUrl;

/** The provider's own brand (the spec's {product}): a tick in a rounded square beside the wordmark. */
export const brandModule: BrandModule = {
  id: 'quickcheck',
  content: {
    name: 'QuickCheck',
    heroHeading: heroHeadingFor('QuickCheck'),
    contactUrl: `${site}/contact-us`,
    homepageUrl: `${site}/`,
    cookiePolicyUrl: `${site}/cookies`,
    moneyAdviceLinks: [
      { text: 'Check your credit score for free', url: `${site}/credit-score` },
      { text: 'Read our guide to managing money', url: `${site}/guides/money-advice` },
    ],
  },
  footer: {
    links: defaultFooterLinks(),
    copyrightHolder: PROVIDER.name,
    registeredOffice: PROVIDER.registeredOffice,
    companyNumber: PROVIDER.companyNumber,
    trademark: `QuickCheck and the QuickCheck card mark are registered trademarks of ${PROVIDER.name}.`,
    brokerNotices: [],
  },
  logo: {
    id: 'quickcheck-standard',
    label: 'QuickCheck logo',
    variant: 'standard',
    ...LOGO_SIZE.standard,
    colours: { primary: '#0b3a75', secondary: '#1a5fb4', tertiary: '#ffffff' },
    shapes: [
      { kind: 'rect', x: 0, y: 3, width: 31, height: 31, rx: 7, fill: 'primary' },
      { kind: 'path', d: 'M7 19 L13.5 25.5 L24.5 12', fill: 'none', stroke: 'tertiary', strokeWidth: 4 },
      { kind: 'text', x: 36, y: 26, text: 'Quick', size: 19, weight: 700, fill: 'primary', width: 49 },
      { kind: 'text', x: 86, y: 26, text: 'Check', size: 19, weight: 700, fill: 'secondary', width: 51 },
    ],
  },
};
