import { validCode } from './journey-parameters.ts';

/** How a parameter's value is read: trimmed text, a code (docs/product/validation.md: 3+ alphanumerics), or a flag ('true' or '1'). */
type ParameterKind = 'text' | 'code' | 'flag';

interface JourneyParameter {
  /** Its names in an address, the long one first: the first that gives a value wins. */
  names: readonly [string, ...string[]];
  kind: ParameterKind;
  /** Carried to the result, open banking and the agreement link (docs/product/screens.md, docs/product/journey.md), by its first name. */
  carried?: true;
}

/**
 * docs/product/screens.md and docs/product/validation.md: the journey's query parameters, the one table of their names and aliases. The
 * server reads a page's address with it once (parseJourneyQuery) and hands the values to the page
 * (page config `journey.address`); the browser reads those, never the address.
 */
export const JOURNEY_PARAMETERS = {
  consumerName: { names: ['consumerName'], kind: 'text' },
  /** The brand's choice on localhost (decision 019): kept on the way, so a reload keeps the brand. */
  partner: { names: ['partner'], kind: 'text', carried: true },
  s: { names: ['s'], kind: 'text', carried: true },
  campaign: { names: ['campaign'], kind: 'text', carried: true },
  productId: { names: ['productId', 'p'], kind: 'text' },
  channel: { names: ['channel'], kind: 'text', carried: true },
  pcr: { names: ['pcr'], kind: 'text', carried: true },
  vendorCode: { names: ['vendorCode', 'v'], kind: 'code', carried: true },
  /** The online entry method code: `oemc`, else `o`. */
  oemc: { names: ['oemc', 'o'], kind: 'code', carried: true },
  /** `o` alone: the form request's second vendor-code choice, before `oemc` (docs/product/data.md). */
  onlineEntryMethodCode: { names: ['o'], kind: 'code', carried: true },
  quotation: { names: ['quotation'], kind: 'text' },
  firstName: { names: ['firstName'], kind: 'text' },
  lastName: { names: ['lastName'], kind: 'text' },
  /** The campaign's card has no balance transfer. */
  btNotOffered: { names: ['btNotOffered'], kind: 'flag', carried: true },
} as const satisfies Record<string, JourneyParameter>;

type Parameters = typeof JOURNEY_PARAMETERS;

/** The values of one address's journey parameters: absent when not given (a flag is `true` or absent). */
export type JourneyQuery = {
  -readonly [K in keyof Parameters]?: Parameters[K]['kind'] extends 'flag' ? true : string;
};

const READ: Record<ParameterKind, (value: string | null) => string | true | undefined> = {
  text: (value) => value?.trim() || undefined,
  code: validCode,
  flag: (value) => (/^(true|1)$/i.test(value?.trim() ?? '') ? true : undefined),
};

const entries = Object.entries(JOURNEY_PARAMETERS) as [keyof Parameters, JourneyParameter][];

/** The one parse of an address's query ('' or '?…') into its journey's values: the server's. */
export function parseJourneyQuery(search: string): JourneyQuery {
  const params = new URLSearchParams(search);
  const query: Record<string, string | true> = {};
  for (const [key, { names, kind }] of entries) {
    const value = names.map((name) => READ[kind](params.get(name))).find((read) => read !== undefined);
    if (value !== undefined) query[key] = value;
  }
  return query as JourneyQuery;
}

/** Checks values handed over as JSON (page config, session storage): known keys, each of its kind. */
export function isJourneyQuery(value: unknown): value is JourneyQuery {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, item]) => {
    const parameter = (JOURNEY_PARAMETERS as Record<string, JourneyParameter>)[key];
    return parameter !== undefined && (parameter.kind === 'flag' ? item === true : typeof item === 'string');
  });
}

/** Only the carried values of a journey (the agreement keys and the brand choice; never names or the quotation). */
export function carriedJourneyOf(query: JourneyQuery): JourneyQuery {
  return Object.fromEntries(
    entries.flatMap(([key, { carried }]) => (carried && query[key] !== undefined ? [[key, query[key]]] : [])),
  );
}

/** The one name a journey parameter is written under in an address: its first (the long one). */
export const journeyParameterName = (key: keyof Parameters): string => JOURNEY_PARAMETERS[key].names[0];

/** A journey's values as a query string without '?', each under its first name, in the table's order. */
function queryStringOf(query: JourneyQuery): string {
  const params = new URLSearchParams();
  for (const [key, { names }] of entries) {
    const value = query[key];
    if (value !== undefined) params.set(names[0], value === true ? 'true' : value);
  }
  return params.toString();
}

/** The carried values as a query string without '?', each under its first name. */
export function carriedQueryOf(query: JourneyQuery): string {
  return queryStringOf(carriedJourneyOf(query));
}

/**
 * An address within the journey: `path` and the values given, each under its parameter's name from
 * the one table — the typed way to build a journey link, never a query name written by hand.
 */
export function journeyLink(path: string, query: JourneyQuery): string {
  const search = queryStringOf(query);
  return search ? `${path}?${search}` : path;
}
