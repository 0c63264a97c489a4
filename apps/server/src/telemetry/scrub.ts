/**
 * Personal data that has a shape: e-mail addresses, UK phone numbers and postcodes, dates
 * and long digit runs (account, card or phone numbers). Each becomes a marker, so a stored
 * report still reads sensibly. Names have no shape: see scrubFreeText and docs/security.md.
 */
const PATTERNS: readonly [RegExp, string][] = [
  [/[^\s@]+@[^\s@]+/g, '[email]'],
  [/(?:\+44\s?\(?0?\)?\s?|\b0)(?:\d[\s-]?){8,9}\d\b/g, '[phone]'],
  [/\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gi, '[postcode]'],
  [/\b\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}\b/g, '[date]'],
  [/\d{5,}/g, '[number]'],
];

export function scrubPersonalData(text: string): string {
  return PATTERNS.reduce((scrubbed, [pattern, marker]) => scrubbed.replace(pattern, marker), text);
}

const FREE_TEXT_LENGTH = 200;
const URL_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const QUOTED = /'[^']*'|"[^"]*"|`[^`]*`/g;
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
const LOWERCASE_WORD = /^[a-z]+$/;

/**
 * An error message can carry anything the visitor typed, names included, and no pattern
 * finds a name. What survives: lowercase ASCII words (the vocabulary of programmers'
 * messages: "cannot read properties of undefined"), punctuation and short numbers.
 * Capitalised words (names are typed capitalised), quoted text (where messages echo
 * input), URLs (paths and queries carry prefills) and shaped personal data become markers.
 */
export function scrubFreeText(text: string): string {
  const scrubbed = scrubPersonalData(text.replace(URL_TEXT, '[url]').replace(QUOTED, '[quoted]')).replace(
    WORD,
    (word) => (LOWERCASE_WORD.test(word) ? word : '[word]'),
  );
  return scrubbed.length > FREE_TEXT_LENGTH ? `${scrubbed.slice(0, FREE_TEXT_LENGTH)}…` : scrubbed;
}
