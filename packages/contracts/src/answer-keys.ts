// No zod here: the first load imports these keys, and the schemas stay out of it (issue 12).

/** Answer keys of docs/product/contract.md#the-form: each is the `name` of the control that edits it. */
export const FIELD = {
  title: 'title',
  firstName: 'first-name',
  lastName: 'last-name',
  email: 'email-address',
  dateOfBirth: 'date-of-birth',
  mobile: 'mobile-number',
  homeNumber: 'home-number',
  employmentStatus: 'employment-status',
  occupation: 'occupation',
  annualIncome: 'annual-income',
  otherHouseholdIncome: 'income-03:other-household-income:other-household-income',
  otherHouseholdIncomeAmount: 'income-03:other-household-income:other-household-income-amount',
  cashAdvance: 'cash-advance',
  postcode: 'postcode',
  houseNumber: 'house-number',
  houseName: 'house-name',
  flatNumber: 'flat-number',
  streetName: 'street-name',
  addressLine2: 'address-line-2',
  townCity: 'town-city',
  county: 'county',
  yearsAtAddress: 'years-at-address',
  previousPostcode: 'previous-postcode',
  previousHouseNumber: 'previous-house-number',
  previousHouseName: 'previous-house-name',
  previousFlatNumber: 'previous-flat-number',
  previousStreetName: 'previous-street-name',
  previousTownCity: 'previous-town-city',
  marketingPermission: 'marketing-permission',
  futureSoftSearchPermission: 'future-soft-search-permission',
} as const;
export type FieldKey = (typeof FIELD)[keyof typeof FIELD];

/** The three controls that make up the date of birth; the answer is `DD-MM-YYYY`. */
export const DATE_OF_BIRTH_PARTS = ['date-of-birth-day', 'date-of-birth-month', 'date-of-birth-year'] as const;

// Here rather than beside the form response's schema: the first load reads it (the form's
// quoteSession event), and a module of its own would be one more chunk to fetch.
/** docs/product/data.md journey types. */
export const JOURNEY_TYPES = ['standard', 'pre-pop'] as const;
export type JourneyType = (typeof JOURNEY_TYPES)[number];

/** docs/product/data.md: 'pre-pop' when the form arrives with prefilled values (the form's own, or names from the address). */
export function journeyTypeOf(formValues: Record<string, string>): JourneyType {
  return Object.keys(formValues).length > 0 ? 'pre-pop' : 'standard';
}
