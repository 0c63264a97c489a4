import type { Answers } from '@quickcheck/contracts';

/** Every answer of the default journey, valid: for tests that start from a pre-filled form. */
export const COMPLETE_ANSWERS: Answers = {
  title: 'Ms',
  'first-name': 'Ada',
  'last-name': 'Lovelace',
  'date-of-birth': '10-12-1985',
  'email-address': 'ada@example.com',
  'mobile-number': '07700900982',
  postcode: 'SW1A 1AA',
  'house-number': '12',
  'street-name': 'High Street',
  'town-city': 'London',
  county: 'Greater London',
  'years-at-address': '5',
  'employment-status': 'FULL_TIME',
  occupation: 'Engineer',
  'annual-income': '30000',
  'income-03:other-household-income:other-household-income': 'no',
  'cash-advance': 'N',
  'marketing-permission': 'false',
  'future-soft-search-permission': 'true',
};
