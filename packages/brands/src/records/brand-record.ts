import type { LogoArtwork } from '../logo/logo-types.ts';
import type { BrandPalette } from '../tokens/brand-palette.ts';

export interface TextLink {
  text: string;
  url: string;
}

/** Head content per brand, small enough to ship with every page. */
export interface BrandText {
  /** The brand's display name (fictional, docs/product/contract.md#brands). */
  name: string;
  pageTitle: string;
  pageDescription: string;
}

/** docs/product/overview.md#brand-groups-and-flags: the one group a brand is in. Home-shopping brands are core-card brands too. */
export type BrandGroup = 'coreCard' | 'homeShopping' | 'productSpecific';

/** docs/product/overview.md#brand-groups-and-flags brand groups this brand belongs to (read off its `group`). */
export interface BrandGroups {
  coreCard: boolean;
  productSpecific: boolean;
  homeShopping: boolean;
}

/** The card a successful check offers (docs/product/screens.md): fictional figures in the range UK cards advertise. */
export interface OfferTerms {
  /** Representative APR, percent. */
  apr: number;
  /** Card product (CCS) code. */
  ccsCode: string;
}

export interface BrandFeatures {
  /** docs/product/validation.md: a referred applicant may share bank data (open banking). */
  openBanking: boolean;
  /** docs/product/overview.md#brand-groups-and-flags 'the brand qualifies' for instant issuance (a card usable before it arrives). */
  instantIssuance: boolean;
}

/**
 * Where a brand's pages are (docs/product/screens.md 'Footers', screens 1, 5 and 11). The provider's own brand
 * uses the provider's site; a partner's help, cookie and contact pages are the provider's pages
 * under `path`, its homepage its own, and its card mark belongs to `markOwner`.
 */
export type BrandSite =
  | {
      kind: 'provider';
      /** Score decline next steps (docs/product/screens.md screen 5): the provider's own tool and guide. */
      moneyAdviceLinks: readonly TextLink[];
    }
  | {
      kind: 'partner';
      path: string;
      homepageUrl: string;
      markOwner: string;
      /** A credit broker's registered details (docs/product/screens.md): the footer then carries the broker notices. */
      broker?: { companyNumber: string; registeredOffice: string };
      /** Shown with 'Powered by' the provider beside its logo. */
      poweredByProvider?: boolean;
    };

/** What one brand's file writes: each fact once (docs/decisions/029). */
export interface BrandDefinition<Id extends string = string> {
  id: Id;
  /** docs/product/contract.md#brands: the host-name label before the first hyphen that picks this brand. */
  hostPrefix: string;
  /** The display name (fictional, docs/decisions/004). */
  name: string;
  /** Consumer-name code sent to the form call (docs/product/data.md). */
  consumerName: string;
  group: BrandGroup;
  /** The product a submission names when the address gave none (`productId` / `p`). */
  defaultProductId: string;
  offer: OfferTerms;
  features: BrandFeatures;
  /** The brand's colours; the rest of its tokens are shared (tokens/brand-tokens.ts). */
  colours: BrandPalette;
  /** Only where the brand overrides the white-label font. */
  fontFamily?: string;
  site: BrandSite;
  /** The brand's logo artwork, loaded lazily: the browser fetches only its own brand's. */
  logo: () => Promise<{ logo: LogoArtwork }>;
}

/** A brand's record: its definition and what is read off it for every page. */
export interface BrandRecord<Id extends string = string> extends BrandDefinition<Id> {
  groups: BrandGroups;
  text: BrandText;
}
