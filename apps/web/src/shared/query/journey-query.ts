/** The query parameters the journey reads from the address (spec §2). */
export interface JourneyQuery {
  s?: string;
  campaign?: string;
  productId?: string;
  channel?: string;
  pcr?: string;
  vendorCode?: string;
  oemc?: string;
  quotation?: string;
  firstName?: string;
  lastName?: string;
}

const CODE_PATTERN = /^[A-Za-z0-9]{3,}$/;

/** Spec §5: vendor and oemc codes need at least 3 alphanumeric characters, otherwise they are ignored. */
export function validCode(value: string | null | undefined): string | undefined {
  return value && CODE_PATTERN.test(value) ? value : undefined;
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
  };
}

/**
 * Spec §3: characters 9-11 of the sParameter are a vendor code unless they are 'XXX'.
 */
export function vendorCodeFromS(s: string | undefined): string | undefined {
  const code = s?.slice(8, 11) ?? '';
  return code.length === 3 && code.toUpperCase() !== 'XXX' ? validCode(code) : undefined;
}
