/** The two link sets of docs/product/screens.md 'Footers'. */
export type DefaultFooterLinkText = 'Legal' | 'Cookies' | 'Accessibility' | 'Contact us' | 'Privacy';
export type PartnerFooterLinkText = 'Legal' | 'Cookies' | 'Terms of use' | 'Contact us' | 'Privacy';

export interface FooterLink {
  text: DefaultFooterLinkText | PartnerFooterLinkText;
  url: string;
}

/** Footer content per brand, as data (docs/product/data.md): links, the copyright holder's details, notices. */
export interface BrandFooterData {
  links: readonly FooterLink[];
  /** Who the copyright line names, with the registered office and company number. */
  copyrightHolder: string;
  registeredOffice: string;
  companyNumber: string;
  /** The sentence saying the card mark is a registered trademark. */
  trademark: string;
  /** Longer credit-broker notices (postoffice, asos), one paragraph each. */
  brokerNotices: readonly string[];
}

/** The footer ready to show: year filled in, `s` appended. */
export interface FooterContent {
  links: readonly FooterLink[];
  copyright: string;
  notices: readonly string[];
}

/**
 * docs/product/screens.md: footer links carry the visitor's `s` (source code) when they arrived with one,
 * so the partner's site can attribute the visit. Any existing query and fragment are kept.
 */
export function withSParameter(url: string, s: string | null | undefined): string {
  const code = s?.trim();
  if (!code) return url;
  // String work, not URL: this package runs where no DOM or Node globals are typed.
  const hashAt = url.indexOf('#');
  const [path, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}s=${encodeURIComponent(code)}${hash}`;
}

/** docs/product/screens.md: '© {current year} …' with the registered office, company number and trademark sentence. */
export function copyrightText(footer: BrandFooterData, year: number): string {
  return (
    `© ${year} ${footer.copyrightHolder}. Registered in England and Wales, company number ` +
    `${footer.companyNumber}. Registered office: ${footer.registeredOffice}. ${footer.trademark}`
  );
}

export function footerContent(
  footer: BrandFooterData,
  { year, s }: { year: number; s?: string | null | undefined },
): FooterContent {
  return {
    links: footer.links.map((link) => ({ text: link.text, url: withSParameter(link.url, s) })),
    copyright: copyrightText(footer, year),
    notices: footer.brokerNotices,
  };
}
