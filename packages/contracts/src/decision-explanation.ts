import * as z from 'zod/mini';

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

/** What a check left on the visitor's credit file: nothing, or at most a soft search only they can see. */
export const SEARCH_RECORDED = ['none', 'soft'] as const;
export type SearchRecorded = (typeof SEARCH_RECORDED)[number];

/** The credit reference agency that was searched (Consumer Credit Act s.157): name, address and phone. */
export const creditReferenceAgencySchema = z.object({
  name: z.string(),
  address: z.array(z.string()),
  phone: z.string(),
  website: z.string(),
  /** Where to ask for the free statutory credit report. */
  statutoryReportUrl: z.string(),
});
export type CreditReferenceAgencyDetails = z.infer<typeof creditReferenceAgencySchema>;

/**
 * Our addition to the result response (issue 23): the stored decision explained. `findings` are
 * DECLINE_FINDINGS codes, weightiest first (score declines only); `checkAgainFrom` is a day
 * (YYYY-MM-DD); `agency` is there when an agency's information was used.
 */
export const decisionExplanationSchema = z.object({
  reference: z.string(),
  searchRecorded: z.enum(SEARCH_RECORDED),
  findings: z.optional(z.array(z.string())),
  checkAgainFrom: z.optional(z.string()),
  agency: z.optional(creditReferenceAgencySchema),
});
export type DecisionExplanation = z.infer<typeof decisionExplanationSchema>;
