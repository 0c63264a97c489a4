import { FIELD } from './answer-keys.ts';
import type { Question, Stage } from './form-definition.ts';

/** The visitor must be 18 or over (docs/product/contract.md#the-form): the form's rule and the engine's hard rule both hold this line. */
export const MIN_AGE_YEARS = 18;
export const MIN_AGE_MESSAGE = `You must be ${MIN_AGE_YEARS} or over to use QuickCheck`;

const NAME_PATTERN = "^[A-Za-z][A-Za-z '\\-]*$";
const UK_MOBILE_PATTERN = '^(?:\\+44\\s?7|07)\\d{3}\\s?\\d{3}\\s?\\d{3}$';
const UK_LANDLINE_PATTERN = '^(?:\\+44\\s?|0)[1-9](?:\\s?\\d){8,9}$';

/** Stage 1 of the default journey: who the visitor is (autocomplete tokens: WCAG 1.3.5). */
const personName = (id: string, label: string, autocomplete: string, noun: string): Question => ({
  id,
  type: 'text',
  label,
  autocomplete,
  rules: [
    { kind: 'required', message: `Please enter your ${noun}` },
    { kind: 'maxLength', max: 30, message: `Your ${noun} must be 30 characters or fewer` },
    {
      kind: 'pattern',
      pattern: NAME_PATTERN,
      message: `Your ${noun} can only contain letters, spaces, hyphens and apostrophes`,
    },
  ],
});

export const aboutYou: Stage = {
  id: 'about-you',
  title: 'About you',
  questions: [
    {
      id: FIELD.title,
      type: 'select',
      label: 'Title',
      autocomplete: 'honorific-prefix',
      options: ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'].map((value) => ({ value, label: value })),
      rules: [
        { kind: 'required', message: 'Please select your title' },
        { kind: 'oneOf', message: 'Please select your title' },
      ],
    },
    personName(FIELD.firstName, 'First name', 'given-name', 'first name'),
    personName(FIELD.lastName, 'Last name', 'family-name', 'last name'),
    {
      id: FIELD.dateOfBirth,
      type: 'date',
      label: 'Date of birth',
      hint: 'For example, 27 03 1985',
      autocomplete: 'bday',
      rules: [
        { kind: 'required', message: 'Please enter your date of birth' },
        { kind: 'date', message: 'Please enter a real date of birth' },
        { kind: 'minAge', years: MIN_AGE_YEARS, message: MIN_AGE_MESSAGE },
        { kind: 'maxAge', years: 120, message: 'Please check the year you were born' },
      ],
    },
    {
      id: FIELD.email,
      type: 'email',
      label: 'Email address',
      autocomplete: 'email',
      rules: [
        { kind: 'required', message: 'Please enter your email address' },
        { kind: 'maxLength', max: 100, message: 'Your email address must be 100 characters or fewer' },
        { kind: 'email', message: 'Please enter an email address in the correct format, like name@example.com' },
      ],
    },
    {
      id: FIELD.mobile,
      type: 'tel',
      label: 'Mobile number',
      autocomplete: 'mobile tel',
      rules: [
        { kind: 'required', message: 'Please enter your mobile number' },
        { kind: 'pattern', pattern: UK_MOBILE_PATTERN, message: 'Please enter a UK mobile number, like 07700 900 982' },
      ],
    },
    {
      id: FIELD.homeNumber,
      type: 'tel',
      label: 'Home phone number (optional)',
      autocomplete: 'home tel',
      rules: [
        {
          kind: 'pattern',
          pattern: UK_LANDLINE_PATTERN,
          message: 'Please enter a UK phone number, like 01632 960 001',
        },
      ],
    },
  ],
};
