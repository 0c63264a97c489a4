import { MIN_AGE_YEARS } from './stage-about-you.ts';
import { EMPLOYMENT_STATUSES } from './stage-your-finances.ts';

/*
 * The words a result explains a decision in (issue 23): one home, apart from the schema so the
 * submission's chunk carries no copy.
 */
/** What a finding's sentence is made from: the record's own facts, never a word it does not hold. */
export interface FindingFacts {
  /** The agency whose file the finding came from, by name ('the credit reference agency' when unnamed). */
  agency: string;
  /** The scorecard's rating of the finding ('fair', '75–89%', 'under a year'), when it has one. */
  rating: string | undefined;
  /** The visitor was offered open banking for this decision and, seeing a decline, said no. */
  openBankingOffered: boolean;
}

interface FindingWords {
  finding: (facts: FindingFacts) => string;
  help: (facts: FindingFacts) => string;
}

const employmentLabel = (value: string | undefined) =>
  EMPLOYMENT_STATUSES.find((status) => status.value === value)?.label.toLowerCase() ?? 'not given';

/**
 * What counted in a score decline, said so a visitor can act on it (issues 23, 34). The engine
 * decides the codes, weightiest first; each sentence is built from the finding's source and rating,
 * so it never says more than the record (a 'fair' score is called fair, never low).
 */
export const DECLINE_FINDINGS = {
  'credit-score': {
    finding: ({ agency, rating }) =>
      `${agency} rates your credit score as ${rating ?? 'below its best'}: a higher score counts for more.`,
    help: () => 'Paying every bill on time and keeping your balances low raise your score over time.',
  },
  ccjs: {
    finding: ({ agency }) => `Your credit file with ${agency} shows a county court judgment (CCJ).`,
    help: () => 'A CCJ paid within a month is removed; once paid later, ask the court to mark it as satisfied.',
  },
  defaults: {
    finding: ({ agency }) => `Your credit file with ${agency} shows an account that went into default.`,
    help: () => 'Settling or keeping up an agreed plan on a defaulted account shows lenders it is dealt with.',
  },
  'missed-payments': {
    finding: ({ agency, rating }) =>
      `Your credit file with ${agency} shows missed payments${rating ? `: ${rating}` : ' in the last 12 months'}.`,
    help: () => 'Setting up direct debits for at least the minimum payment keeps new missed payments off your file.',
  },
  utilisation: {
    finding: ({ agency, rating }) =>
      `Your credit file with ${agency} shows you're using ${rating ?? 'much'} of the credit available to you.`,
    help: () => 'Paying down your card and overdraft balances, to well under half of your limits, would help.',
  },
  'years-at-address': {
    finding: ({ rating }) =>
      `You told us you've lived at your address for ${rating ?? 'a short time'}: a longer time counts for more.`,
    help: () => 'Being registered on the electoral roll at your address helps lenders confirm who you are.',
  },
  'annual-income': {
    finding: ({ rating }) =>
      `You told us your income before tax is ${rating ? `${rating} a year` : 'low'}: a higher income counts for more.`,
    help: () => 'Include all your regular income when you check again, and check again if it goes up.',
  },
  employment: {
    finding: ({ rating }) =>
      `You told us your employment status is "${employmentLabel(rating)}", which counts for less than full-time work.`,
    help: () => 'If your situation changes, such as starting work, you can check again.',
  },
  'agency-referral': {
    finding: ({ agency, openBankingOffered }) =>
      openBankingOffered
        ? `${agency}'s information couldn't show us that you could afford a card, and you chose not to share your bank data.`
        : `${agency}'s information couldn't show us that you could afford a card.`,
    help: ({ agency }) =>
      `Check that your credit file with ${agency} is complete and up to date: your free statutory credit report shows what it holds.`,
  },
  'declared-income': {
    finding: () => "You didn't tell us about an income, so we couldn't see how you would repay.",
    help: () => 'Include any regular income, such as a pension or benefits, when you check again.',
  },
  age: {
    finding: () => `You need to be ${MIN_AGE_YEARS} or over to get a card.`,
    help: () => 'Check that your date of birth was entered correctly.',
  },
  'uk-postcode': {
    finding: () => 'We need a UK address to offer you a card.',
    help: () => 'Check that your postcode was entered correctly.',
  },
  income: {
    finding: () => "We couldn't read your annual income.",
    help: () => 'Enter your income before tax as a whole number of pounds.',
  },
} as const satisfies Record<string, FindingWords>;
export type DeclineFinding = keyof typeof DECLINE_FINDINGS;
export const DECLINE_FINDING_CODES = Object.keys(DECLINE_FINDINGS) as DeclineFinding[];

/**
 * What an already-applied or mismatch outcome rested on (issue 34), in the words of its source:
 * "our records" only for our own record, the agency by name when it was the agency's data.
 */
export const BASIS_FINDINGS = {
  'prior-acceptance': () =>
    "Our records show that you already have an application or an account with us, so we can't check your eligibility for another card right now.",
  'existing-application': ({ agency }: Pick<FindingFacts, 'agency'>) =>
    `${agency}, the credit reference agency we searched, shows that you already have a live application with us, so we can't check your eligibility for another card right now.`,
  identity: ({ agency }: Pick<FindingFacts, 'agency'>) =>
    `We couldn't match the details you gave us with the records held by ${agency}, the credit reference agency we searched.`,
} as const;
export type BasisFinding = keyof typeof BASIS_FINDINGS;

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
  /** The engine's ordering rule (decision 022), stated as it is: not 'low' or 'bad', but points short of the best. */
  reasonsIntro:
    'These counted most against an offer. A rule that decides on its own comes first; the rest are in order of how far each fell short of the best it could score:',
  unnamedAgency: 'the credit reference agency',
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
