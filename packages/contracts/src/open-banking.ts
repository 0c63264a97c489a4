import * as z from 'zod/mini';

/** docs/product/constants.md: how far back the bank data goes, and the approval chance the landing claims. */
export const OPEN_BANKING_LOOKBACK_MONTHS = 12;
export const OPEN_BANKING_APPROVAL_CHANCE_PERCENT = 82;
/** How long the visitor's consent lets us read their accounts (the UK norm), said on the landing and consent page. */
export const OPEN_BANKING_ACCESS_DAYS = 90;

const quotationId = z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'Must be a quotation id'));
const handBackToken = z.string().check(z.minLength(1), z.maxLength(2_000));

/** `POST /api/open-banking/connect` and `/decline`: only the quotation, nothing else. */
export const openBankingConnectRequestSchema = z.strictObject({ quotation: quotationId });
export type OpenBankingConnectRequest = z.infer<typeof openBankingConnectRequestSchema>;

/** docs/product/data.md "Open-banking connect response". Optional here: a 200 without it is the docs/product/calls-and-errors.md#errors error. */
export const openBankingConnectResponseSchema = z.object({ connectionUrl: z.optional(z.string()) });
export type OpenBankingConnectResponse = z.infer<typeof openBankingConnectResponseSchema>;

/** `POST /api/open-banking/start` and `/complete` (docs/product/contract.md#api). */
export const openBankingCompleteRequestSchema = z.strictObject({
  quotation: quotationId,
  sessionTerminationToken: handBackToken,
});
export type OpenBankingCompleteRequest = z.infer<typeof openBankingCompleteRequestSchema>;

/** docs/product/calls-and-errors.md#errors: connect answered 200 without a connection URL. */
export const MALFORMED_CONNECT_ERROR = 'Malformed D.One response, connectionUrl not returned';

/**
 * What counted in an open-banking decision, said in plain words on the result pages
 * (issue 13 "beyond the spec"). The server decides the code; this is its one wording.
 */
export const AFFORDABILITY_FINDINGS = {
  'no-regular-income': 'We could not see a regular income coming into your account.',
  'committed-outgoings':
    'Your rent or mortgage, loans and other credit repayments take up more than half of your income.',
  'credit-repayments': 'Repayments on your existing loans and credit take up more than a quarter of your income.',
  gambling: 'A noticeable share of your income goes on gambling.',
  'returned-direct-debits': 'Several direct debits were returned unpaid in the last 12 months.',
  'low-disposable-income': 'After your bills and everyday spending, too little of your income is left each month.',
  affordable: 'Your bank data shows you can afford a card.',
} as const;
export type AffordabilityFinding = keyof typeof AFFORDABILITY_FINDINGS;
export const AFFORDABILITY_FINDING_CODES = Object.keys(AFFORDABILITY_FINDINGS) as AffordabilityFinding[];

/** Said with an offer that open banking made (issue 13 "beyond the spec"). */
export const OPEN_BANKING_DONE_TEXT =
  "Your bank link has done its job: we read your data once for this check, we won't use it again and we've ended our access to your bank.";
