import { withArticle } from '../with-article.ts';
import type { BrandContent } from './brand-module.ts';
import { MONEY_ADVICE_LINKS, PROVIDER } from './provider.ts';

/** Headline of the form page's hero (docs/product/screens.md screen 1), the same promise under every brand. */
export const heroHeadingFor = (name: string) => `Find out if you could get ${withArticle(name)} credit card`;

/**
 * A partner's words and addresses: help, cookies and contact live on the provider's pages for
 * that partner's card; the homepage is the partner's own (fictional) site.
 */
export function partnerContent(name: string, partnerPath: string, homepageUrl: string): BrandContent {
  const site = `${PROVIDER.siteUrl}/${partnerPath}`;
  return {
    name,
    heroHeading: heroHeadingFor(name),
    contactUrl: `${site}/contact-us`,
    homepageUrl,
    cookiePolicyUrl: `${site}/cookies`,
    moneyAdviceLinks: MONEY_ADVICE_LINKS,
    nextStepsOfferDebtAdvice: true,
  };
}

/** docs/product/screens.md 'Footers': the partner acts as credit broker, the provider is the exclusive lender. */
export function brokerNotices(partner: {
  company: string;
  cardName: string;
  companyNumber: string;
  registeredOffice: string;
}): string[] {
  return [
    `${partner.company} acts as a credit broker and not a lender. ${PROVIDER.name} is the exclusive lender ` +
      `of the ${partner.cardName} credit card and decides every application.`,
    `${partner.company} is registered in England and Wales, company number ${partner.companyNumber}. ` +
      `Registered office: ${partner.registeredOffice}.`,
  ];
}
