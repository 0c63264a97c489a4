import { describe, expect, it } from 'vitest';
import { BRAND_IDS, type BrandId } from '../brand-ids.ts';
import { BRAND_TEXT } from '../brand-text.ts';
import { footerContent } from '../footer/brand-footer.ts';
import { allBrandModules } from './load-brand-module.ts';

const ALL_BRAND_MODULES = await allBrandModules();

const PARTNERS = BRAND_IDS.filter((id) => id !== 'quickcheck');
const PARTNER_LINKS = ['Legal', 'Cookies', 'Terms of use', 'Contact us', 'Privacy'];
const footerOf = (id: BrandId) => footerContent(ALL_BRAND_MODULES[id].footer, { year: 2026, s: 'ABCDEFGH' });

describe('brand footers (docs/product/screens.md "Footers")', () => {
  it('gives the default brand Legal, Cookies, Accessibility, Contact us and Privacy', () => {
    expect(footerOf('quickcheck').links.map((link) => link.text)).toEqual([
      'Legal',
      'Cookies',
      'Accessibility',
      'Contact us',
      'Privacy',
    ]);
  });

  it.each(PARTNERS)('gives %s the partner link set', (id) => {
    expect(footerOf(id).links.map((link) => link.text)).toEqual(PARTNER_LINKS);
  });

  it.each(BRAND_IDS)('%s: links go to fictional sites and carry s; the copyright has the legal details', (id) => {
    const footer = footerOf(id);
    for (const link of footer.links) expect(link.url).toMatch(/^https:\/\/www\.[a-z-]+\.example\/.*\?s=ABCDEFGH$/);
    expect(footer.copyright).toMatch(/^© 2026 QuickCheck Financial Services Limited\./);
    expect(footer.copyright).toContain('company number 08813527');
    expect(footer.copyright).toContain('Registered office: 4 Lantern Yard, Leeds LS1 9QC');
    expect(footer.copyright).toMatch(/card mark are registered trademarks of/);
  });

  it.each(['postoffice', 'asos'] as const)('%s has the credit-broker notices with its registered details', (id) => {
    const [broker, registered] = footerOf(id).notices;
    expect(broker).toMatch(/acts as a credit broker and not a lender/);
    expect(broker).toContain('QuickCheck Financial Services Limited is the exclusive lender');
    expect(registered).toMatch(/registered in England and Wales, company number \d{8}\. Registered office: /);
  });

  it.each(BRAND_IDS.filter((id) => id !== 'postoffice' && id !== 'asos'))('%s has no broker notice', (id) => {
    expect(footerOf(id).notices).toEqual([]);
  });
});

describe('brand modules', () => {
  it.each(BRAND_IDS)('%s: names itself as the head text does and labels its logo', (id) => {
    const brand = ALL_BRAND_MODULES[id];
    expect(brand.id).toBe(id);
    expect(brand.content.name).toBe(BRAND_TEXT[id].name);
    expect(brand.logo.label).toBe(`${BRAND_TEXT[id].name} logo`);
    expect(brand.content.heroHeading).toContain(BRAND_TEXT[id].name);
  });

  it.each(BRAND_IDS)('%s: logo is at the spec size and leaves the seasonal band free', (id) => {
    const { logo } = ALL_BRAND_MODULES[id];
    expect([logo.width, logo.height]).toEqual(id === 'ocean' ? [80, 19] : [138, 40]);
    const band = logo.height - (logo.height >= 40 ? 3 : 2);
    for (const shape of logo.shapes) {
      if (shape.kind === 'rect') expect(shape.y + shape.height).toBeLessThanOrEqual(band);
      if (shape.kind === 'text') expect(shape.x + shape.width).toBeLessThanOrEqual(logo.width);
    }
  });

  it('writes the hero heading with the right article', () => {
    expect(ALL_BRAND_MODULES.ocean.content.heroHeading).toBe('Find out if you could get an Ocean credit card');
    expect(ALL_BRAND_MODULES.asos.content.heroHeading).toBe('Find out if you could get an Atelier Style credit card');
    expect(ALL_BRAND_MODULES.very.content.heroHeading).toBe('Find out if you could get a Verily credit card');
  });

  it('links the postoffice logo and the provider through "Powered by"', () => {
    expect(ALL_BRAND_MODULES.postoffice.poweredBy).toEqual({
      partnerUrl: 'https://www.postal-counters.example/',
      providerName: 'QuickCheck',
      providerUrl: 'https://www.quickcheck.example/',
    });
    expect(PARTNERS.filter((id) => ALL_BRAND_MODULES[id].poweredBy)).toEqual(['postoffice']);
  });

  it('gives partners two money-advice links and the default brand its own tool and guide', () => {
    for (const id of PARTNERS) expect(ALL_BRAND_MODULES[id].content.moneyAdviceLinks).toHaveLength(2);
    expect(ALL_BRAND_MODULES.quickcheck.content.moneyAdviceLinks.map((link) => link.text)).toEqual([
      'Check your credit score for free',
      'Read our guide to managing money',
    ]);
  });
});
