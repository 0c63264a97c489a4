import type { FormDefinition, Question, Stage } from './form-definition.ts';
import { FIELD } from './answers.ts';

const NAME_PATTERN = "^[A-Za-z][A-Za-z '\\-]*$";
const UK_MOBILE_PATTERN = '^(?:\\+44\\s?7|07)\\d{3}\\s?\\d{3}\\s?\\d{3}$';
const UK_LANDLINE_PATTERN = '^(?:\\+44\\s?|0)[1-9](?:\\s?\\d){8,9}$';
const MAX_INCOME = 9_999_999;

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const EMPLOYMENT_STATUSES = [
  { value: 'FULL_TIME', label: 'Employed full time' },
  { value: 'PART_TIME', label: 'Employed part time' },
  { value: 'SELF_EMPLOYED', label: 'Self-employed' },
  { value: 'RETIRED', label: 'Retired' },
  { value: 'STUDENT', label: 'Student' },
  { value: 'HOMEMAKER', label: 'Looking after the home' },
  { value: 'UNEMPLOYED', label: 'Not in employment' },
] as const;
export const WORKING_STATUSES = ['FULL_TIME', 'PART_TIME', 'SELF_EMPLOYED'];

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

const aboutYou: Stage = {
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
        { kind: 'minAge', years: 18, message: 'You must be 18 or over to use QuickCheck' },
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

const yourAddress: Stage = {
  id: 'your-address',
  title: 'Your address',
  questions: [
    { id: 'address', type: 'address', label: 'Your home address', autocomplete: 'postal-code', rules: [] },
    {
      id: FIELD.yearsAtAddress,
      type: 'text',
      label: 'How many years have you lived at this address?',
      hint: 'Enter 0 if it is less than a year',
      rules: [
        { kind: 'required', message: 'Please tell us how many years you have lived at this address' },
        { kind: 'wholeNumber', min: 0, max: 99, message: 'Please enter a whole number of years between 0 and 99' },
      ],
    },
    {
      id: 'previous-address',
      type: 'address',
      label: 'Your previous address',
      hint: 'We ask because you have lived at your current address for less than 3 years',
      rules: [],
      showWhen: { field: FIELD.yearsAtAddress, lessThan: 3 },
    },
  ],
};

const yourFinances: Stage = {
  id: 'your-finances',
  title: 'Your finances',
  questions: [
    {
      id: FIELD.employmentStatus,
      type: 'radio',
      label: 'What is your employment status?',
      options: [...EMPLOYMENT_STATUSES],
      rules: [
        { kind: 'required', message: 'Please select an answer' },
        { kind: 'oneOf', message: 'Please select an answer' },
      ],
    },
    {
      id: FIELD.occupation,
      type: 'text',
      label: 'What is your occupation?',
      autocomplete: 'organization-title',
      showWhen: { field: FIELD.employmentStatus, in: WORKING_STATUSES },
      rules: [
        { kind: 'required', message: 'Please enter your occupation' },
        { kind: 'maxLength', max: 50, message: 'Your occupation must be 50 characters or fewer' },
      ],
    },
    {
      id: FIELD.annualIncome,
      type: 'currency',
      label: 'What is your annual income before tax?',
      hint: 'Include your salary, pensions and benefits, in whole pounds',
      rules: [
        { kind: 'required', message: 'Please enter your annual income' },
        {
          kind: 'wholeNumber',
          min: 0,
          max: MAX_INCOME,
          message: 'Please enter your annual income in whole pounds, like 30000',
        },
      ],
    },
    {
      id: FIELD.otherHouseholdIncome,
      type: 'radio',
      label: 'Does anyone else in your household have an income?',
      options: yesNo,
      rules: [
        { kind: 'required', message: 'Please select an answer' },
        { kind: 'oneOf', message: 'Please select an answer' },
      ],
    },
    {
      id: FIELD.otherHouseholdIncomeAmount,
      type: 'currency',
      label: 'What is their total annual income before tax?',
      showWhen: { field: FIELD.otherHouseholdIncome, equals: 'yes' },
      rules: [
        { kind: 'required', message: 'Please enter their annual income' },
        {
          kind: 'wholeNumber',
          min: 0,
          max: MAX_INCOME,
          message: 'Please enter their annual income in whole pounds, like 20000',
        },
      ],
    },
    {
      id: FIELD.cashAdvance,
      type: 'radio',
      label: 'Do you plan to use your card to withdraw cash?',
      options: [
        { value: 'Y', label: 'Yes' },
        { value: 'N', label: 'No' },
      ],
      rules: [
        { kind: 'required', message: 'Please select an answer' },
        { kind: 'oneOf', message: 'Please select an answer' },
      ],
    },
  ],
};

const yourPreferences: Stage = {
  id: 'your-preferences',
  title: 'Staying in touch',
  questions: [
    {
      id: FIELD.marketingPermission,
      type: 'checkbox',
      label: 'Send me offers and news about my card by email, text and post',
      rules: [],
    },
    {
      id: FIELD.futureSoftSearchPermission,
      type: 'checkbox',
      label: 'Tell me if I become eligible for a card in future (this will not affect my credit score)',
      rules: [],
    },
  ],
};

const stages = [aboutYou, yourAddress, yourFinances, yourPreferences];

/** The default journey's definition (CONTRACT §5). */
export const QCO_STANDARD: FormDefinition = { id: 'qco-standard', stages };
/** Partner-aggregator journeys: the same questions under an id without 'qco'. */
export const AGGREGATOR_STANDARD: FormDefinition = { id: 'aggregator-standard', stages };
