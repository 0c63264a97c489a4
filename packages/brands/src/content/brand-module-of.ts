import type { BrandId } from '../brand-ids.ts';
import type { BrandFooterData } from '../footer/brand-footer.ts';
import type { BrandColourRole, LogoArtwork, LogoColourSource, LogoDefinition } from '../logo/logo-types.ts';
import type { BrandRecord } from '../records/brand-record.ts';
import type { BrandContent, BrandModule } from './brand-module.ts';
import { brokerNotices, heroHeadingFor, partnerContent } from './partner-content.ts';
import { defaultFooterLinks, partnerFooter, PROVIDER } from './provider.ts';

/** The standard logo: the artwork, named after the brand and painted in the brand's colours. */
function logoOf({ id, name, colours }: BrandRecord, artwork: LogoArtwork): LogoDefinition {
  const paint = (source: LogoColourSource) => (source.startsWith('#') ? source : colours[source as BrandColourRole]);
  return {
    id: `${id}-standard`,
    label: `${name} logo`,
    variant: 'standard',
    width: artwork.width,
    height: artwork.height,
    colours: {
      primary: paint(artwork.colours.primary),
      secondary: paint(artwork.colours.secondary),
      tertiary: paint(artwork.colours.tertiary),
    },
    shapes: artwork.shapes,
  };
}

/** The provider's own brand: its pages are the provider's site, its card mark the provider's. */
function providerPages(name: string, moneyAdviceLinks: BrandContent['moneyAdviceLinks']) {
  const site = PROVIDER.siteUrl;
  const content: BrandContent = {
    name,
    heroHeading: heroHeadingFor(name),
    contactUrl: `${site}/contact-us`,
    homepageUrl: `${site}/`,
    cookiePolicyUrl: `${site}/cookies`,
    moneyAdviceLinks,
    // The own brand's next steps are a credit-score tool and a guide: debt advice is the page's own.
    nextStepsOfferDebtAdvice: false,
  };
  const footer: BrandFooterData = {
    links: defaultFooterLinks(),
    copyrightHolder: PROVIDER.name,
    registeredOffice: PROVIDER.registeredOffice,
    companyNumber: PROVIDER.companyNumber,
    trademark: `${name} and the ${name} card mark are registered trademarks of ${PROVIDER.name}.`,
    brokerNotices: [],
  };
  return { content, footer };
}

/**
 * What a brand's lazy load gives the page: its words, footer and logo, read off its record and
 * its logo artwork (the only part that is fetched).
 */
export function brandModuleOf(record: BrandRecord<BrandId>, artwork: LogoArtwork): BrandModule {
  const { id, name, site } = record;
  const logo = logoOf(record, artwork);
  if (site.kind === 'provider') return { id, ...providerPages(name, site.moneyAdviceLinks), logo };
  const notices = site.broker ? brokerNotices({ company: site.markOwner, cardName: name, ...site.broker }) : [];
  return {
    id,
    content: partnerContent(name, site.path, site.homepageUrl),
    footer: partnerFooter(site.path, name, site.markOwner, notices),
    ...(site.poweredByProvider
      ? {
          poweredBy: {
            partnerUrl: site.homepageUrl,
            providerName: PROVIDER.brandName,
            providerUrl: `${PROVIDER.siteUrl}/`,
          },
        }
      : {}),
    logo,
  };
}
