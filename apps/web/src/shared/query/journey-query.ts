import { validCode, vendorCodeFromS } from '@quickcheck/contracts';

// One implementation with the server (packages/contracts); re-exported for the pages that import it from here.
export { validCode, vendorCodeFromS };

/**
 * The query parameters the pages read from the address (spec §2). The form call's query and the
 * consumer are the page config's `journey` (resolved by the server): not read here.
 */
export interface JourneyQuery {
  s?: string;
  campaign?: string;
  productId?: string;
  channel?: string;
  pcr?: string;
  vendorCode?: string;
  /** `oemc`, else `o`: both name the online entry method code. */
  oemc?: string;
  quotation?: string;
  firstName?: string;
  lastName?: string;
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
  return {
    s: get('s'),
    campaign: get('campaign'),
    productId: get('productId') ?? get('p'),
    channel: get('channel'),
    pcr: get('pcr'),
    vendorCode: validCode(query.get('vendorCode')) ?? validCode(query.get('v')),
    oemc: validCode(query.get('oemc')) ?? validCode(query.get('o')),
    quotation: get('quotation'),
    firstName: get('firstName') ?? nonEmpty(hashQuery.get('firstName')),
    lastName: get('lastName') ?? nonEmpty(hashQuery.get('lastName')),
    btNotOffered: /^(true|1)$/i.test(get('btNotOffered') ?? ''),
  };
}
