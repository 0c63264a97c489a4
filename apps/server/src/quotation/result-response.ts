import type { BrandId } from '@quickcheck/brands';
import {
  agreementQuery,
  journeyLink,
  PAGE_PATH,
  reasonSchema,
  userDataFrom,
  type Answers,
  type ResultResponse,
} from '@quickcheck/contracts';
import { siteUrl } from '../journey/site.ts';
import type { TokenService } from '../security/tokens.ts';
import { offersOpenBanking } from './definitions.ts';
import { explanationOf, type ExplainedQuotation, type ExplanationAgency } from './decision-explanation.ts';

/** What a decided quotation looks like to the browser: no scorecard, no profile. */
export interface DecidedQuotation {
  quotationId: string;
  /** The stored reference (decision 024). */
  reference: string;
  /** A match's end, as stored with the decision. */
  validUntil?: Date | undefined;
  reason: string;
  referral: boolean;
  ccsCode: string | undefined;
  decidedAt: Date;
  /** The stored decision's factors, for its explanation. */
  factors?: ExplainedQuotation['factors'];
  /** Open banking was offered for this decision though `referral` no longer links to it (it was refused). */
  openBankingOffered?: boolean;
}

export interface ResultContext {
  brand: BrandId;
  answers: Answers;
  requoteOptIn: 'true' | 'false';
  sParameter: string | undefined;
  /** The origin of the request being answered (its site): the agreement link stays on the visitor's host. */
  origin: string;
  /** The agreement link's vendor code kept with the quotation (docs/product/data.md): the same on every path to the offer. */
  vendorCode: string | undefined;
  /** The agency the quotation was checked with. */
  agency: ExplanationAgency;
}

/** The agreement's address: the result token, and the vendor code the server kept (the browser adds its own keys). */
function agreementUrlOf(context: ResultContext, token: string): string {
  const query = agreementQuery({ token, vendorCode: context.vendorCode });
  return siteUrl(context.origin, PAGE_PATH.agreement, query, context.brand);
}

/**
 * The docs/product/data.md result response. Built from stored columns, so a replayed submission gets
 * the same answer, down to the result token (issued at the decision time).
 */
export async function resultResponse(
  quotation: DecidedQuotation,
  context: ResultContext,
  tokens: TokenService,
): Promise<ResultResponse> {
  const reason = reasonSchema.parse(quotation.reason);
  // A match's token opens the agreement for as long as the quote holds (and at least its hour).
  const token = await tokens.sign('result', {
    claims: { quotationId: quotation.quotationId, reason, brand: context.brand },
    decidedAt: quotation.decidedAt,
    holdsUntil: reason === 'MATCH_AND_OFFER' ? quotation.validUntil : undefined,
  });
  const openBanking = reason === 'SCORE_DECLINE' && quotation.referral && offersOpenBanking(context.brand);
  const offered = reason === 'MATCH_AND_OFFER';
  return {
    quotationId: quotation.quotationId,
    reason,
    userData: userDataFrom(context.answers),
    requoteOptIn: context.requoteOptIn,
    openBankingDecisionIndicator: openBanking,
    ...(openBanking ? { openBankingUrl: journeyLink(PAGE_PATH.obLanding, { quotation: quotation.quotationId }) } : {}),
    ...(offered && quotation.ccsCode ? { ccsCode: quotation.ccsCode } : {}),
    ...(context.sParameter ? { sParameter: context.sParameter } : {}),
    ...(offered ? { agreementUrl: agreementUrlOf(context, token) } : {}),
    token,
    explanation: explanationOf(
      { ...quotation, openBankingOffered: quotation.openBankingOffered ?? openBanking },
      context.agency,
    ),
  };
}
