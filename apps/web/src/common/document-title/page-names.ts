/** What each page outside the form is, as its title names it (the form's stages name themselves). */
export const PAGE_NAMES = {
  scoreDecline: 'Your result: no card this time',
  alreadyApplied: "Your result: you've already applied",
  informationMismatch: "Your result: we couldn't confirm your details",
  technicalError: 'Something went wrong',
  agreement: 'Your card offer',
  agreementAccepted: 'Offer accepted',
  openBankingLanding: 'Share your bank data',
  openBankingPending: 'Checking your bank data',
  openBankingError: 'Open banking: something went wrong',
} as const;
