import { FIELD } from './answer-keys.ts';
import type { Stage } from './form-definition.ts';

/** Stage 2: the address found by postcode or typed, and a previous one under 3 years (docs/product/validation.md messages). */
export const yourAddress: Stage = {
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
