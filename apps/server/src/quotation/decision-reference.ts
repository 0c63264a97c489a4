/** Crockford's base 32: no I, L, O or U, so a reference read out over the phone is unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short reference for a quotation a visitor can quote (`QC-7K4M-92XD`): the first 40 bits of
 * its id, so the operator finds it with a prefix search on the id, and it is the same every time
 * the decision is shown again.
 */
export function decisionReference(quotationId: string): string {
  const hex = quotationId.replaceAll('-', '').slice(0, 10);
  if (!/^[0-9a-f]{10}$/i.test(hex)) throw new Error('Not a quotation id');
  let value = BigInt(`0x${hex}`);
  let symbols = '';
  for (let i = 0; i < 8; i++) {
    symbols = ALPHABET[Number(value & 31n)] + symbols;
    value >>= 5n;
  }
  return `QC-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

/** The id prefix (10 hex digits) a reference stands for: for the operator's look-up. */
export function idPrefixOfReference(reference: string): string | undefined {
  const match = /^QC-([0-9A-HJKMNP-TV-Z]{4})-([0-9A-HJKMNP-TV-Z]{4})$/i.exec(reference.trim());
  if (!match) return undefined;
  let value = 0n;
  for (const symbol of `${match[1]}${match[2]}`.toUpperCase()) value = (value << 5n) | BigInt(ALPHABET.indexOf(symbol));
  return value.toString(16).padStart(10, '0');
}
