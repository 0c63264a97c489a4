/** What a visitor should see per brand (the fictional names of docs/decisions/004). */
export interface BrandExpectation {
  id: string;
  name: string;
  links: readonly string[];
  /** A sentence of the brand's credit-broker notice, when it has one. */
  notice?: string;
  /** False for the product-specific group of docs/product/overview.md#brand-groups-and-flags (postoffice, ocean, thinkmoney): docs/product/validation.md forces the permissions to 'false'. */
  asksPermissions: boolean;
}

const DEFAULT_LINKS = ['Legal', 'Cookies', 'Accessibility', 'Contact us', 'Privacy'];
const PARTNER_LINKS = ['Legal', 'Cookies', 'Terms of use', 'Contact us', 'Privacy'];

export const BRANDS: readonly BrandExpectation[] = [
  { id: 'quickcheck', asksPermissions: true, name: 'QuickCheck', links: DEFAULT_LINKS },
  { id: 'luma', asksPermissions: true, name: 'Luma', links: PARTNER_LINKS },
  { id: 'very', asksPermissions: true, name: 'Verily', links: PARTNER_LINKS },
  { id: 'littlewoods', asksPermissions: true, name: 'Little Woods Home', links: PARTNER_LINKS },
  { id: 'ocean', asksPermissions: false, name: 'Ocean', links: PARTNER_LINKS },
  { id: 'thinkmoney', asksPermissions: false, name: 'Thinkwise Money', links: PARTNER_LINKS },
  {
    id: 'postoffice',
    asksPermissions: false,
    name: 'Postal Counters',
    links: PARTNER_LINKS,
    notice: 'Postal Counters Limited acts as a credit broker and not a lender.',
  },
  {
    id: 'asos',
    asksPermissions: true,
    name: 'Atelier Style',
    links: PARTNER_LINKS,
    notice: 'Atelier Style Online Limited acts as a credit broker and not a lender.',
  },
];

/** The partner names other than this brand's: none may appear on its pages. QuickCheck is the provider. */
export function otherBrandNames(id: string): string[] {
  return BRANDS.filter((brand) => brand.id !== id && brand.id !== 'quickcheck').map((brand) => brand.name);
}

/** The footer links' accessible names: each warns that it opens a new tab. */
export const linkNames = (links: readonly string[]) => links.map((text) => `${text} (opens in a new tab)`);
