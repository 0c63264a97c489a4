import { isComparisonSite } from '@quickcheck/brands';
import { formRequestVendorCode, validCode, vendorCodeFromS } from '@quickcheck/contracts';

// One implementation with the server (packages/contracts); re-exported for the pages that import it from here.
export { validCode, vendorCodeFromS };

/** The query parameters the journey reads from the address (spec §2). */
export interface JourneyQuery {
  s?: string;
  campaign?: string;
  productId?: string;
  channel?: string;
  pcr?: string;
  vendorCode?: string;
  /** `oemc`, else `o`: both name the online entry method code. */
  oemc?: string;
  /** `o` alone: second in the form request's vendor-code precedence (spec §3). */
  onlineEntryMethodCode?: string;
  quotation?: string;
  firstName?: string;
  lastName?: string;
  /** A comparison site's code (`?consumerName=MSM`): the visitor is an aggregator's, on the aggregator form. */
  consumerName?: string;
  /** Spec §2: a boolean flag; present as 'true' or '1'. */
  btNotOffered?: boolean;
}

function nonEmpty(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads the journey's query; long and short names (`productId`/`p`, `vendorCode`/`v`, `oemc`/`o`) both work. */
export function readJourneyQuery(search: string, hash = ''): JourneyQuery {
  const query = new URLSearchParams(search);
  // The prefill names may also arrive in the hash, which never reaches a server log.
  const hashQuery = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (name: string) => nonEmpty(query.get(name));
  const consumerName = get('consumerName')?.toUpperCase();
  return {
    s: get('s'),
    campaign: get('campaign'),
    productId: get('productId') ?? get('p'),
    channel: get('channel'),
    pcr: get('pcr'),
    vendorCode: validCode(query.get('vendorCode')) ?? validCode(query.get('v')),
    oemc: validCode(query.get('oemc')) ?? validCode(query.get('o')),
    onlineEntryMethodCode: validCode(query.get('o')),
    quotation: get('quotation'),
    firstName: get('firstName') ?? nonEmpty(hashQuery.get('firstName')),
    lastName: get('lastName') ?? nonEmpty(hashQuery.get('lastName')),
    consumerName: isComparisonSite(consumerName) ? consumerName : undefined,
    btNotOffered: /^(true|1)$/i.test(get('btNotOffered') ?? ''),
  };
}

/** Spec §3 form request: `vc` is the query's vendor code, then the entry method code, then oemc, then 'CQC'. */
export function formRequestVc(query: JourneyQuery): string {
  return formRequestVendorCode({
    queryVendorCode: query.vendorCode,
    onlineEntryMethodCode: query.onlineEntryMethodCode,
    oemc: query.oemc,
  });
}
