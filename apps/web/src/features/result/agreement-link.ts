import { DEFAULT_BRAND, isComparisonSite, type BrandId } from '@quickcheck/brands';
import { agreementVendorCode as sharedAgreementVendorCode } from '@quickcheck/contracts';
import type { JourneyQuery } from '../../shared/query/journey-query.ts';

export interface AgreementLinkInput {
  agreementUrl: string;
  /** Page-config origin of the agreement host: non-default brands may be sent there (spec §4). */
  agreementOrigin?: string;
  brand: BrandId;
  consumerName: string;
  ccsCode?: string | undefined;
  query: JourneyQuery;
  /** From the form data: first in the vendor-code precedence. */
  formVendorCode?: string | undefined;
  formOemc?: string | undefined;
}

/** Spec §3 vendor-code precedence for the agreement link (one implementation, in contracts). */
export function agreementVendorCode(input: Pick<AgreementLinkInput, 'query' | 'formVendorCode' | 'formOemc'>) {
  const { query } = input;
  return sharedAgreementVendorCode({
    formVendorCode: input.formVendorCode,
    sParameter: query.s,
    queryVendorCode: query.vendorCode,
    oemc: input.formOemc ?? query.oemc,
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

/** The agreement URL with the journey's query keys appended (spec §4, MATCH_AND_OFFER). */
export function buildAgreementUrl(input: AgreementLinkInput): string {
  const base = new URL(input.agreementUrl, window.location.origin);
  const url = input.brand === DEFAULT_BRAND ? base : withOrigin(base, input.agreementOrigin);
  const wantsProduct = input.brand !== DEFAULT_BRAND || isComparisonSite(input.consumerName);
  const keys: Record<string, string | undefined> = {
    p: wantsProduct ? input.ccsCode : undefined,
    pcr: input.query.pcr,
    s: input.query.s,
    channel: input.query.channel,
    campaign: input.query.campaign,
    vendorCode: agreementVendorCode(input),
    // The campaign's card has no balance transfer: the agreement host must not offer one.
    btNotOffered: input.query.btNotOffered ? 'true' : undefined,
  };
  for (const [key, value] of Object.entries(keys)) if (value) url.searchParams.set(key, value);
  return url.toString();
}
