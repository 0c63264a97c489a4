/** docs/product/screens.md item 12, and docs/product/constants.md (data kept three years; liability capped at £100). */
export const TERMS_PARAGRAPHS = [
  'You must be 18 or over and live in the UK to use QuickCheck.',
  'QuickCheck is free to use.',
  'Checking your eligibility is a pre-application search. It leaves a soft footprint on your credit file that only you can see, and it does not affect your credit score.',
  "Our cards' marketing promises a response in 60 seconds: most checks are answered well within that.",
  'We store the details you give us for three years after you last use QuickCheck, then delete them.',
  'Our liability to you for any loss arising from your use of QuickCheck is capped at £100.',
  'QuickCheck tells you how likely you are to be accepted. It is not an offer of credit, and a full application includes further checks.',
] as const;

/** The UK's three credit reference agencies, each with its statutory credit-report information. */
export const AGENCY_LINKS = [
  { text: 'Experian', url: 'https://www.experian.co.uk/consumer/statutory-report.html' },
  { text: 'Equifax', url: 'https://www.equifax.co.uk/Products/credit/statutory-report.html' },
  { text: 'TransUnion', url: 'https://www.transunion.co.uk/consumer/consumer-enquiries' },
  { text: 'How credit reference agencies use your data (CRAIN)', url: 'https://www.experian.co.uk/crain/' },
] as const;

export const SUPPORT_LINKS = [
  { text: 'MoneyHelper: free, impartial money guidance', url: 'https://www.moneyhelper.org.uk' },
  { text: 'StepChange: free debt advice', url: 'https://www.stepchange.org' },
  { text: 'Contact us', url: 'https://www.quickcheck.example.co.uk/contact-us' },
] as const;
