// Its own module: only the agreement's lazy chunk reads these words, so the first load never carries them.

/** The words of a match's quote and its end (issue 23 item 2, decision 024). */
export const QUOTE_TEXT = {
  validUntilLabel: 'Valid until',
  validUntilWhy: 'We’ll honour this offer until the end of that day.',
  expiredTitle: 'This quote has expired',
  expired: (day: string) => `Your quote was valid until ${day}, so we can no longer offer this card on it.`,
  expiredWhy:
    'We can only hold an offer for a limited time, because your circumstances and our lending criteria can change.',
  freshCheck: 'Check your eligibility again',
  freshCheckWhy: 'A new check takes a few minutes and won’t affect your credit score.',
  /** After accepting, the offer's end no longer matters: what happens next does (issue 34). */
  nextStepHeading: 'What happens next',
  nextStep: (brandName: string) =>
    `There’s nothing more to do now. ${brandName} will contact you to open your account and send your card. Quote your reference if you need to contact us.`,
} as const;
