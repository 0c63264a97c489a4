/** Links on the result pages. The provider's site is fictional (CONTRACT §3); the brand issue supplies real ones. */
export const RESULT_LINKS = {
  homepage: '/',
  contact: 'https://www.quickcheck.example/contact-us',
  creditScore: 'https://www.quickcheck.example/credit-score',
  moneyGuide: 'https://www.quickcheck.example/money-guide',
  moneyAdvice: 'https://www.moneyhelper.example/',
  debtAdvice: 'https://www.debtadvice.example/',
} as const;
