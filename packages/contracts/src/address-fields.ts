/** docs/product/validation.md address messages, word for word. */
export const ADDRESS_MESSAGES = {
  postcodeRequired: 'Postcode is required',
  postcodeInvalid: 'This is not a valid Postcode',
  lookupFailed: 'Address lookup failed, please enter address manually',
  houseTooLong: 'Your House/flat name or number must be less than 32 characters',
  previousSameAsCurrent: 'Previous address must be different',
  noAddress: 'Please provide your address',
} as const;

const PREVIOUS_ADDRESS_LABEL = 'Previous address';

/**
 * An error as the stage's error summary lists it (issue 34): a previous address's message names
 * that address ('Previous address: Postcode is required'), so two 'Postcode is required' are told
 * apart. The message beside the field stays the spec's own words.
 */
export function summaryMessageOf(field: string, message: string): string {
  const aboutPreviousAddress = field.startsWith('previous-') && !message.startsWith(PREVIOUS_ADDRESS_LABEL);
  return aboutPreviousAddress ? `${PREVIOUS_ADDRESS_LABEL}: ${message}` : message;
}

/** House/flat name or number: under 32 characters (docs/product/constants.md). */
export const HOUSE_FIELD_MAX_LENGTH = 31;

/**
 * Royal Mail's postcode format (outward code A9, A99, AA9, AA99, A9A or AA9A; inward 9AA),
 * space optional, any case. Deliberately format-only: `ZZ1 1ZZ` is well formed and
 * reaches the lookup, which is where the sandbox makes it fail (docs/product/contract.md#sandbox).
 */
// Cases spelt out rather than the `i` flag: the partner API's document states it as a JSON Schema pattern, which has no flags.
export const UK_POSTCODE_PATTERN = /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/;

export function normalisePostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export function isValidPostcode(postcode: string): boolean {
  return UK_POSTCODE_PATTERN.test(postcode.trim());
}

/** The answer keys an address question edits: the current address, or the `previous-` one (docs/product/contract.md#the-form). */
export function addressKeys(questionId: string) {
  const prefix = questionId === 'previous-address' ? 'previous-' : '';
  return {
    postcode: `${prefix}postcode`,
    houseNumber: `${prefix}house-number`,
    houseName: `${prefix}house-name`,
    flatNumber: `${prefix}flat-number`,
    streetName: `${prefix}street-name`,
    townCity: `${prefix}town-city`,
    /** The current address has two more lines than the previous one. */
    addressLine2: prefix ? undefined : 'address-line-2',
    county: prefix ? undefined : 'county',
  };
}
export type AddressKeys = ReturnType<typeof addressKeys>;
