/** The words of 'Save or print this page' (decision 064), one home for the page and its tests. */
export const SAVE_OR_PRINT_LABEL = 'Save or print this page';

/** The line heading the printed page: the decision's day and the reference to quote. */
export function printedHeaderText(day: string | undefined, reference: string | undefined): string {
  const what = day ? `Your eligibility check result of ${day}.` : 'Your eligibility check result.';
  return reference ? `${what} Reference: ${reference}` : what;
}

/** The line beside the button on screen. */
export function keepForRecordsText(reference: string | undefined): string {
  return reference
    ? `Keep this page for your records: it has your reasons, the date and your reference, ${reference}.`
    : 'Keep this page for your records: it has your reasons and the date.';
}
