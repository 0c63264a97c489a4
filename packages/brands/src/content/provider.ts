import type { BrandFooterData, FooterLink } from '../footer/brand-footer.ts';

/**
 * The card provider behind every brand: a fictional company (docs/product/contract.md#brands), on an `.example`
 * domain so no link can ever reach a real site.
 */
export const PROVIDER = {
  name: 'QuickCheck Financial Services Limited',
  brandName: 'QuickCheck',
  registeredOffice: '4 Lantern Yard, Leeds LS1 9QC',
  companyNumber: '08813527',
  siteUrl: 'https://www.quickcheck.example',
} as const;

/** docs/product/screens.md: the default brand's footer links, on the provider's site. */
export function defaultFooterLinks(): FooterLink[] {
  const site = PROVIDER.siteUrl;
  return [
    { text: 'Legal', url: `${site}/legal` },
    { text: 'Cookies', url: `${site}/cookies` },
    { text: 'Accessibility', url: `${site}/accessibility` },
    { text: 'Contact us', url: `${site}/contact-us` },
    { text: 'Privacy', url: `${site}/privacy` },
  ];
}

/** docs/product/screens.md: partner brands' links, to the provider's pages for that partner's card. */
export function partnerFooterLinks(partnerPath: string): FooterLink[] {
  const site = `${PROVIDER.siteUrl}/${partnerPath}`;
  return [
    { text: 'Legal', url: `${site}/legal` },
    { text: 'Cookies', url: `${site}/cookies` },
    { text: 'Terms of use', url: `${site}/terms-of-use` },
    { text: 'Contact us', url: `${site}/contact-us` },
    { text: 'Privacy', url: `${site}/privacy` },
  ];
}

/** A partner's footer: the provider holds the copyright; the partner's card mark is licensed. */
export function partnerFooter(
  partnerPath: string,
  cardMark: string,
  markOwner: string,
  brokerNotices: readonly string[] = [],
): BrandFooterData {
  return {
    links: partnerFooterLinks(partnerPath),
    copyrightHolder: PROVIDER.name,
    registeredOffice: PROVIDER.registeredOffice,
    companyNumber: PROVIDER.companyNumber,
    trademark: `${cardMark} and the ${cardMark} card mark are registered trademarks of ${markOwner}, used under licence.`,
    brokerNotices,
  };
}

/** Partner money-advice links (docs/product/screens.md screen 5: other brands offer two). Fictional services. */
export const MONEY_ADVICE_LINKS = [
  { text: 'Free, impartial money guidance', url: 'https://www.money-guidance.example/' },
  { text: 'Free and confidential debt advice', url: 'https://www.debt-advice.example/' },
] as const;
