import type { BrandId } from '../brand-ids.ts';

/** Head content per brand, small enough to ship with every page. */
export interface BrandText {
  /** The brand's display name (fictional, CONTRACT §3). */
  name: string;
  pageTitle: string;
  pageDescription: string;
}

/** Spec §6 brand groups this brand belongs to. */
export interface BrandGroups {
  coreCard: boolean;
  productSpecific: boolean;
  homeShopping: boolean;
}

/** The card a successful check offers (spec §2): fictional figures in the range UK cards advertise. */
export interface OfferTerms {
  /** Representative APR, percent. */
  apr: number;
  /** Card product (CCS) code. */
  ccsCode: string;
}

export interface BrandFeatures {
  /** Spec §5: a referred applicant may share bank data (open banking). */
  openBanking: boolean;
  /** Spec §6 'the brand qualifies' for instant issuance (a card usable before it arrives). */
  instantIssuance: boolean;
}

/**
 * Everything the site knows about one brand that is small enough for every page. The brand's
 * colours are BRAND_TOKENS[id] (tokens/brand-tokens.ts); its artwork and long content load
 * lazily from modules/<id>-brand.ts.
 */
export interface BrandRecord {
  id: BrandId;
  /** Consumer-name code sent to the form call (spec §3). */
  consumerName: string;
  groups: BrandGroups;
  text: BrandText;
  /** The product a submission names when the address gave none (`productId` / `p`). */
  defaultProductId: string;
  offer: OfferTerms;
  features: BrandFeatures;
}
