import { DEFAULT_BRAND, agreementNamesProduct, type BrandId } from '@quickcheck/brands';
import {
  agreementParameterName,
  agreementVendorCode as sharedAgreementVendorCode,
  setAgreementQuery,
  type JourneyQuery,
} from '@quickcheck/contracts';

export interface AgreementLinkInput {
  /** The server's: it carries the vendor code kept with the quotation (docs/product/data.md's first two choices), if any. */
  agreementUrl: string;
  /** Page-config origin of the agreement host: non-default brands may be sent there (docs/product/journey.md). */
  agreementOrigin?: string;
  brand: BrandId;
  consumerName: string;
  ccsCode?: string | undefined;
  query: JourneyQuery;
}

/**
 * docs/product/data.md vendor-code precedence for the agreement link (one implementation, in contracts). The
 * server applied it to the form data it kept with the quotation, so the code is the same whichever
 * way the visitor reached the offer (straight from the form, or after open banking); the address's
 * own codes count only when the server had none.
 */
function agreementVendorCode(base: URL, query: JourneyQuery) {
  return sharedAgreementVendorCode({
    formVendorCode: base.searchParams.get(agreementParameterName('vendorCode')) ?? undefined,
    sParameter: query.s,
    queryVendorCode: query.vendorCode,
    oemc: query.oemc,
  });
}

function withOrigin(url: URL, origin: string | undefined): URL {
  if (!origin) return url;
  try {
    return new URL(`${url.pathname}${url.search}${url.hash}`, origin);
  } catch {
    return url;
  }
}

/** The agreement URL with the journey's query keys appended (docs/product/journey.md, MATCH_AND_OFFER). */
export function buildAgreementUrl(input: AgreementLinkInput): string {
  const base = new URL(input.agreementUrl, window.location.origin);
  const url = input.brand === DEFAULT_BRAND ? base : withOrigin(base, input.agreementOrigin);
  return setAgreementQuery(url, {
    product: agreementNamesProduct(input.brand, input.consumerName) ? input.ccsCode : undefined,
    pcr: input.query.pcr,
    s: input.query.s,
    channel: input.query.channel,
    campaign: input.query.campaign,
    vendorCode: agreementVendorCode(base, input.query),
    // The campaign's card has no balance transfer: the agreement host must not offer one.
    btNotOffered: input.query.btNotOffered ? 'true' : undefined,
  }).toString();
}
