/**
 * The address keys a journey carries to the agreement link and the brand choice (spec §2, §4):
 * never the prefill names or the quotation. Open banking leaves the site for the provider and comes
 * back on an address of the provider's making, so these travel with the tab meanwhile.
 */
export const CARRIED_KEYS = [
  'partner',
  's',
  'campaign',
  'channel',
  'pcr',
  'vendorCode',
  'v',
  'oemc',
  'o',
  'btNotOffered',
];

/** The carried keys of `search`, as a query string without '?'. */
export function carriedQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of CARRIED_KEYS) {
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  return kept.toString();
}

/** `path?query` with the carried keys of `search` added where the target does not set them. */
export function withCarriedQuery(target: string, search: string): string {
  const url = new URL(target, 'http://carry.invalid');
  for (const [key, value] of new URLSearchParams(carriedQuery(search))) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}`;
}
