import { ADDRESS_MESSAGES } from './address-fields.ts';
import type { Answers } from './answers.ts';
import { MIN_AGE_MESSAGE } from './stage-about-you.ts';
import { ORDINARY_FINANCES } from './fixtures/ordinary-applicant.ts';

/**
 * One table of stage-validation cases that the browser form and the server's POST /api/stage
 * both run (their tests import it), so the two sides are shown to give the same message.
 */
export interface SharedValidationCase {
  name: string;
  stageId: 'about-you' | 'your-address' | 'your-finances';
  /** Changes to VALID_STAGE_ANSWERS. */
  answers: Answers;
  field: string;
  message: string;
}

/** Every answer of the default journey, valid on 1 January 2026 and after. */
export const VALID_STAGE_ANSWERS: Answers = {
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
  ...ORDINARY_FINANCES,
};

const previousSame = {
  'years-at-address': '1',
  'previous-postcode': 'sw1a1aa',
  'previous-house-number': '12',
  'previous-street-name': 'High  Street',
  'previous-town-city': 'London',
};

export const SHARED_VALIDATION_CASES: readonly SharedValidationCase[] = [
  {
    name: 'first name missing',
    stageId: 'about-you',
    answers: { 'first-name': '' },
    field: 'first-name',
    message: 'Please enter your first name',
  },
  {
    name: 'under 18',
    stageId: 'about-you',
    answers: { 'date-of-birth': '01-01-2020' },
    field: 'date-of-birth',
    message: MIN_AGE_MESSAGE,
  },
  {
    name: 'email malformed',
    stageId: 'about-you',
    answers: { 'email-address': 'ada@' },
    field: 'email-address',
    message: 'Please enter an email address in the correct format, like name@example.com',
  },
  {
    name: 'postcode empty',
    stageId: 'your-address',
    answers: { postcode: '' },
    field: 'postcode',
    message: ADDRESS_MESSAGES.postcodeRequired,
  },
  {
    name: 'postcode invalid',
    stageId: 'your-address',
    answers: { postcode: 'NOT A CODE' },
    field: 'postcode',
    message: ADDRESS_MESSAGES.postcodeInvalid,
  },
  {
    name: 'house number too long',
    stageId: 'your-address',
    answers: { 'house-number': '1'.repeat(32) },
    field: 'house-number',
    message: ADDRESS_MESSAGES.houseTooLong,
  },
  {
    name: 'no address chosen',
    stageId: 'your-address',
    answers: { 'house-number': '', 'street-name': '' },
    field: 'address',
    message: ADDRESS_MESSAGES.noAddress,
  },
  {
    name: 'previous address the same',
    stageId: 'your-address',
    answers: previousSame,
    field: 'previous-address',
    message: ADDRESS_MESSAGES.previousSameAsCurrent,
  },
  {
    name: 'employment status unanswered',
    stageId: 'your-finances',
    answers: { 'employment-status': '' },
    field: 'employment-status',
    message: 'Please select an answer',
  },
  {
    name: 'cash advance not Y or N',
    stageId: 'your-finances',
    answers: { 'cash-advance': 'maybe' },
    field: 'cash-advance',
    message: 'Please select an answer',
  },
];
