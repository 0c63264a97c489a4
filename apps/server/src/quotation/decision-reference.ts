/** Crockford's base 32: no I, L, O or U, so a reference read out over the phone is unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Symbols before the check symbol: 35 random bits, so a reference guesses nobody's quotation. */
const DATA_SYMBOLS = 7;
const PREFIX = 'QC';

/**
 * One step of the Damm algorithm over GF(32) (decision 024): `interim ∘ symbol = 2·interim ⊕ symbol`,
 * multiplying by x modulo x⁵ + x² + 1. The operation is a totally anti-symmetric quasigroup, so a
 * check symbol catches every single substitution and every swap of two neighbouring symbols.
 */
function dammStep(interim: number, symbol: number): number {
  const doubled = interim << 1;
  return (doubled & 32 ? doubled ^ 0b100101 : doubled) ^ symbol;
}

const interimOf = (values: readonly number[]) => values.reduce(dammStep, 0);

/** The check symbol's value for these symbol values: the one that brings the Damm interim back to 0. */
export function checkValue(values: readonly number[]): number {
  // dammStep(interim, c) = 0 ⇔ c = 2·interim (in characteristic 2, minus is plus).
  return dammStep(interimOf(values), 0);
}

const format = (symbols: string) => `${PREFIX}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;

/**
 * A fresh reference (`QC-7K4M-92XD`): seven random symbols and a check symbol. `random` gives
 * DATA_SYMBOLS random bytes (the CSPRNG in the server; a fixed source in tests).
 */
export function newDecisionReference(random: (length: number) => Uint8Array): string {
  const values = Array.from(random(DATA_SYMBOLS), (byte) => byte & 31);
  return format([...values, checkValue(values)].map((value) => ALPHABET[value]).join(''));
}

/**
 * What a person typed, as the stored reference: case, spaces and hyphens are forgiven and the
 * look-alikes read as Crockford says (I and L as 1, O as 0); undefined when it is not a reference
 * or its check symbol does not match — a mistyped reference is refused before any look-up.
 */
export function parseDecisionReference(input: string): string | undefined {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/^QC/, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (compact.length !== DATA_SYMBOLS + 1) return undefined;
  const values = Array.from(compact, (symbol) => ALPHABET.indexOf(symbol));
  if (values.some((value) => value < 0) || interimOf(values) !== 0) return undefined;
  return format(compact);
}

/** The symbols a reference is written in, for tests and the operator's look-up. */
export const REFERENCE_ALPHABET = ALPHABET;
