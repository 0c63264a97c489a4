import {
  OPEN_BANKING_ACCESS_DAYS,
  OPEN_BANKING_APPROVAL_CHANCE_PERCENT,
  OPEN_BANKING_LOOKBACK_MONTHS,
} from '@quickcheck/contracts';

/** The open-banking pages' words (docs/product/screens.md screens 6–7), in one place for the pages and their tests. */
export const OB_TEXT = {
  landingTitle: 'Link your bank account to help us decide',
  landingSubtitle: 'Sharing your bank details through Open Banking gives us a fuller picture of your finances.',
  bullets: [
    `${OPEN_BANKING_APPROVAL_CHANCE_PERCENT}% chance of approval`,
    'Quick and easy',
    'No impact on your credit score',
  ],
  howItWorks: 'How does it work?',
  howItWorksBody: `We look back ${OPEN_BANKING_LOOKBACK_MONTHS} months at your other accounts, borrowing, savings and direct debits to see what you can comfortably afford.`,
  access: `You give access for ${OPEN_BANKING_ACCESS_DAYS} days. We read your data once for this check, then end our access at once. You can also withdraw it at any time in your bank's app or by contacting us.`,
  link: 'Link my bank account',
  poweredBy: 'Secure connection powered by our regulated Open Banking provider',
  noThanks: 'No thanks',
  modalTitle: 'Are you sure?',
  modalBody: "We won't be able to offer you a card if you don't link Open Banking.",
  understand: 'I understand',
  pendingTitle: 'Fetching your details',
  pendingFinalTitle: 'Final checks, nearly done!',
  pendingSubtitle: 'This could take up to a minute',
  pendingKeepOpen: 'Please keep this page open.',
  connecting: 'Connecting to your bank',
} as const;

/** docs/product/constants.md: the pending heading switches after this long. */
export const PENDING_HEADING_SWITCH_MS = 10_000;
