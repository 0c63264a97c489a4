import { FIELD } from './answer-keys.ts';
import type { Stage } from './form-definition.ts';

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

/** Stage 3: employment, income and cash advance; radio groups say 'Please select an answer' (docs/product/validation.md). */
export const yourFinances: Stage = {
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
