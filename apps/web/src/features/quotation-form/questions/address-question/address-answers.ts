import type { Address, AddressKeys, Answers } from '@quickcheck/contracts';

type PartName = Exclude<keyof AddressKeys, 'postcode'>;

/** The manual-entry boxes in reading order, with their labels and autofill tokens (WCAG 1.3.5). */
export const MANUAL_PARTS: readonly { part: keyof AddressKeys; label: string; autocomplete?: string }[] = [
  { part: 'flatNumber', label: 'Flat number' },
  { part: 'houseName', label: 'House name' },
  { part: 'houseNumber', label: 'House number' },
  { part: 'streetName', label: 'Street', autocomplete: 'address-line1' },
  { part: 'addressLine2', label: 'Address line 2', autocomplete: 'address-line2' },
  { part: 'townCity', label: 'Town or city', autocomplete: 'address-level2' },
  { part: 'county', label: 'County', autocomplete: 'address-level1' },
  { part: 'postcode', label: 'Postcode', autocomplete: 'postal-code' },
];

const ADDRESS_FIELDS: Record<PartName | 'postcode', keyof Address> = {
  houseNumber: 'houseNumber',
  houseName: 'houseName',
  flatNumber: 'flatNumber',
  streetName: 'streetName',
  addressLine2: 'addressLine2',
  townCity: 'townCity',
  county: 'county',
  postcode: 'postcode',
};

/** The answers a chosen address fills; the previous address has no line 2 or county. */
export function answersFromAddress(keys: AddressKeys, address: Address): Answers {
  const answers: Answers = {};
  for (const [part, field] of Object.entries(ADDRESS_FIELDS) as [keyof AddressKeys, keyof Address][]) {
    const key = keys[part];
    if (key) answers[key] = address[field];
  }
  return answers;
}

/** Every answer of the address except the postcode, emptied (used by 'Change'). */
export function clearedAddress(keys: AddressKeys): Answers {
  const answers: Answers = {};
  for (const [part, key] of Object.entries(keys)) if (key && part !== 'postcode') answers[key] = '';
  return answers;
}

export function hasAddress(keys: AddressKeys, answers: Answers): boolean {
  const value = (key: string | undefined) => (key ? (answers[key] ?? '').trim() : '');
  const house = value(keys.houseNumber) || value(keys.houseName) || value(keys.flatNumber);
  return !!house && !!value(keys.streetName) && !!value(keys.townCity);
}

/** The address as lines to show back to the visitor. */
export function addressLines(keys: AddressKeys, answers: Answers): string[] {
  const value = (key: string | undefined) => (key ? (answers[key] ?? '').trim() : '');
  const firstLine = [value(keys.flatNumber), value(keys.houseName), value(keys.houseNumber), value(keys.streetName)];
  return [
    firstLine.filter(Boolean).join(' '),
    value(keys.addressLine2),
    value(keys.townCity),
    value(keys.county),
    value(keys.postcode),
  ].filter(Boolean);
}
