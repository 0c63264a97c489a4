/** The technical error page's own words beside the configured heading and body (issue 34). */
export const TECHNICAL_ERROR_TEXT = {
  tryAgain: 'Try again with your answers',
  /** Open banking never reaches the credit file; the check before it left at most a soft search. */
  openBankingCreditFile:
    'Nothing about your bank data was recorded on your credit file, and your check left at most a soft search that only you can see, so it is safe to try again.',
} as const;
