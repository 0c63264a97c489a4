/*
 * The words a result explains a decision in (issue 23): one home, apart from the schema so the
 * submission's chunk carries no copy.
 */
/**
 * What counted in a score decline, said so a visitor can act on it (issue 23). The engine decides
 * the codes, weightiest first; this is their one wording, with what would help.
 */
export const DECLINE_FINDINGS = {
  'credit-score': {
    finding: 'Your credit score with the credit reference agency is low.',
    help: 'Paying every bill on time and keeping your balances low raise your score over time.',
  },
  ccjs: {
    finding: 'Your credit file shows a county court judgment (CCJ).',
    help: 'A CCJ paid within a month is removed; once paid later, ask the court to mark it as satisfied.',
  },
  defaults: {
    finding: 'Your credit file shows an account that went into default.',
    help: 'Settling or keeping up an agreed plan on a defaulted account shows lenders it is dealt with.',
  },
  'missed-payments': {
    finding: 'Your credit file shows a missed payment in the last 12 months.',
    help: 'Setting up direct debits for at least the minimum payment keeps new missed payments off your file.',
  },
  utilisation: {
    finding: "You're using most of the credit already available to you.",
    help: 'Paying down your card and overdraft balances, to well under half of your limits, would help.',
  },
  'years-at-address': {
    finding: "You haven't lived at your address for long.",
    help: 'Being registered on the electoral roll at your address helps lenders confirm who you are.',
  },
  'annual-income': {
    finding: 'Your income is low for the cards we offer.',
    help: 'Include all your regular income when you check again, and check again if it goes up.',
  },
  employment: {
    finding: "Your employment status doesn't show a regular income we could lend against.",
    help: 'If your situation changes, such as starting work, you can check again.',
  },
  'agency-referral': {
    finding: "The credit reference agency's information couldn't show us that you could afford a card.",
    help: 'Where your brand offers it, sharing your bank data lets us look at your real income and spending.',
  },
  'declared-income': {
    finding: "You didn't tell us about an income, so we couldn't see how you would repay.",
    help: 'Include any regular income, such as a pension or benefits, when you check again.',
  },
  age: {
    finding: 'You need to be 18 or over to get a card.',
    help: 'Check that your date of birth was entered correctly.',
  },
  'uk-postcode': {
    finding: 'We need a UK address to offer you a card.',
    help: 'Check that your postcode was entered correctly.',
  },
  income: {
    finding: "We couldn't read your annual income.",
    help: 'Enter your income before tax as a whole number of pounds.',
  },
} as const;
export type DeclineFinding = keyof typeof DECLINE_FINDINGS;
export const DECLINE_FINDING_CODES = Object.keys(DECLINE_FINDINGS) as DeclineFinding[];

/** What would help after open banking, beside AFFORDABILITY_FINDINGS' words for what the bank data showed. */
export const AFFORDABILITY_HELP: Readonly<Record<string, string>> = {
  'no-regular-income': 'Once your pay or pension goes into this account regularly, you can check again.',
  'committed-outgoings': 'Paying down loans or other credit, so less of your income is committed, would help.',
  'credit-repayments': 'Paying down your existing loans and credit would help.',
  gambling: 'Spending less on gambling would help. If gambling worries you, free and confidential help is available.',
  'returned-direct-debits': 'Keeping enough in your account for every direct debit would help.',
  'low-disposable-income': 'Having more left over each month, after bills and everyday spending, would help.',
};

/** MoneyHelper: the free, government-backed money and debt guidance service. */
export const MONEY_HELPER_DEBT_ADVICE = {
  name: 'MoneyHelper',
  url: 'https://www.moneyhelper.org.uk/en/money-troubles/dealing-with-debt',
} as const;

/** The words the result pages explain a decision in (issue 23): one home, beside the codes they explain. */
export const EXPLANATION_TEXT = {
  reasonsHeading: 'Why we couldn’t offer you a card',
  reasonsIntro: 'These are the things that counted most in our decision, most important first:',
  bankDataReasonsIntro: 'This is what counted most in our decision on your bank data:',
  helpLabel: 'What would help:',
  checkAgain: (date: string) => `You can check again from ${date}.`,
  checkAgainWhy: 'Checking before then is unlikely to give a different answer.',
  agencyHeading: 'The credit reference agency we searched',
  agencyIntro: 'We used information from this credit reference agency in our decision:',
  agencyPhone: 'Phone',
  agencyWebsite: 'Website',
  statutoryReport: (agency: string) =>
    `You have the right to a free copy of your credit file (a statutory credit report) from ${agency}. Ask for it on their website, by phone or by post.`,
  statutoryReportLink: 'Get your free statutory credit report',
  mismatchChecks:
    'Check that your address history for the last three years, and your name as it appears on the electoral roll, match what you gave us.',
  debtAdviceHeading: 'Free debt advice',
  debtAdvice: 'If you’re worried about money or debt, MoneyHelper gives free, impartial help, online and by phone.',
  debtAdviceLink: 'Get free debt advice from MoneyHelper',
  referenceLabel: 'Your reference',
  referenceUse: 'Quote this reference if you contact us about this check.',
  searchRecorded: {
    none: 'No search was recorded on your credit file, so it is safe to try again.',
    soft: 'At most a soft search was recorded on your credit file. Only you can see it and it doesn’t affect your credit score, so it is safe to try again.',
  },
} as const;

/** A day of the engine's (YYYY-MM-DD) as people read it: '25 February 2027'. */
export function formatDecisionDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
