import type { BrandId } from '../brand-ids.ts';
import type { BrandFooterData } from '../footer/brand-footer.ts';
import type { LogoDefinition } from '../logo/logo-types.ts';
import type { TextLink } from '../records/brand-record.ts';

export type { TextLink };

/** The words and addresses the pages need per brand (docs/product/screens.md, screens 1, 3, 5 and 11). */
export interface BrandContent {
  /** The display name (fictional, docs/decisions/004). */
  name: string;
  heroHeading: string;
  contactUrl: string;
  homepageUrl: string;
  cookiePolicyUrl: string;
  /** Score decline next steps: the default brand's credit-score tool and guide, or partners' two links. */
  moneyAdviceLinks: readonly TextLink[];
  /**
   * The next steps already link a debt-advice service (partners' second link), so a decline page
   * does not add MoneyHelper's as a second debt-advice link (issue 34).
   */
  nextStepsOfferDebtAdvice: boolean;
}

/** The postoffice lockup: its logo beside 'Powered by' the provider, each linking to its site. */
export interface PoweredBy {
  partnerUrl: string;
  providerName: string;
  providerUrl: string;
}

/**
 * What one brand's lazy chunk carries: everything the page shows beyond the critical theme
 * (which the server links in the head), so the first-load bundle holds no brand's artwork or words.
 */
export interface BrandModule {
  id: BrandId;
  content: BrandContent;
  footer: BrandFooterData;
  /** The standard logo; seasonal variants derive from it (logo/seasonal-logo.ts). */
  logo: LogoDefinition;
  poweredBy?: PoweredBy;
}
