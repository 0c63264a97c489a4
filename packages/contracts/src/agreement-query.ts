/**
 * The card-agreement host's query (docs/product/journey.md, `MATCH_AND_OFFER`): the one table of its
 * names, as journey-query.ts is the journey's. The server writes the result token and the vendor code
 * it kept with the quotation; the browser adds the rest; the stand-in at `/agreement` reads `token`
 * and `btNotOffered`. Some names are the journey's too: this host's contract, not the journey's, decides them.
 */
export const AGREEMENT_PARAMETERS = {
  /** The result token: the stand-in's only proof of the offer (docs/product/contract.md#pages). */
  token: 'token',
  /** The card code (`ccsCode`), named for a partner brand or an aggregator. */
  product: 'p',
  pcr: 'pcr',
  s: 's',
  channel: 'channel',
  campaign: 'campaign',
  /** docs/product/data.md's vendor-code precedence for the agreement link. */
  vendorCode: 'vendorCode',
  /** The campaign's card has no balance transfer: the host must not offer one (decision 006). */
  btNotOffered: 'btNotOffered',
} as const;

type AgreementParameters = typeof AGREEMENT_PARAMETERS;

/** An agreement address's values by key: an absent or empty one is not written. */
export type AgreementQuery = { [Key in keyof AgreementParameters]?: string | undefined };

/** The one name a value of the agreement host's query is written and read under. */
export const agreementParameterName = (key: keyof AgreementParameters): string => AGREEMENT_PARAMETERS[key];

const keys = Object.keys(AGREEMENT_PARAMETERS) as (keyof AgreementParameters)[];

/** The given values under their names, in the table's order; absent and empty ones left out. */
export function agreementQuery(query: AgreementQuery): Record<string, string> {
  return Object.fromEntries(
    keys.flatMap((key) => {
      const value = query[key];
      return value ? [[AGREEMENT_PARAMETERS[key], value]] : [];
    }),
  );
}

/**
 * Writes the given values into an agreement address (a name already there takes the new value in
 * its place): the typed way to build an agreement link, never a query name written by hand.
 */
export function setAgreementQuery(url: URL, query: AgreementQuery): URL {
  for (const [name, value] of Object.entries(agreementQuery(query))) url.searchParams.set(name, value);
  return url;
}
