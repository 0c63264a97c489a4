// The floors' form (one heading, one labelled input, one button): plain HTML in the floor page,
// React in the React floor. Free of imports, so the React floor's browser bundle can include it.
export const FLOOR_FORM = {
  heading: 'Check your eligibility',
  input: { id: 'first-name', name: 'first-name', autoComplete: 'given-name', label: 'First name' },
  button: 'Continue',
};
