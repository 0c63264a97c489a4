import type { ResultResponse } from '@quickcheck/contracts';
import { resolveBrand } from '@quickcheck/brands';
import type { GuardedAgency } from '../ports/credit-reference-agency/guarded-agency.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';
import type { TokenService } from '../security/tokens.ts';
import { offersOpenBanking } from '../quotation/definitions.ts';
import type { QuotationRow } from '../quotation/quotation-store.ts';
import { resultResponse, type ResultContext } from '../quotation/result-response.ts';
import type { ObSessionRow } from './open-banking-repo.ts';

/** What a result needs: the answers' key, the result token's signer, the agency's details. */
type Services = { pii: PiiProtector; tokens: TokenService; agency: GuardedAgency };

/** A quotation the agency referred, in a brand that offers open banking, not yet decided by it. */
export const isReferred = (row: QuotationRow): boolean =>
  row.status === 'decided' &&
  row.reason === 'SCORE_DECLINE' &&
  row.decision?.referral === true &&
  offersOpenBanking(resolveBrand(row.brand));

/** `origin`: the answered request's own (its site), where the agreement link goes. */
export function contextOf(services: Services, row: QuotationRow, origin: string): ResultContext {
  return {
    brand: resolveBrand(row.brand),
    answers: services.pii.decryptAnswers(row.answers_encrypted),
    requoteOptIn: row.requote_opt_in === 'true' ? 'true' : 'false',
    sParameter: row.s_parameter_encrypted ? services.pii.decryptAnswers(row.s_parameter_encrypted).s : undefined,
    vendorCode: row.vendor_code_encrypted
      ? services.pii.decryptAnswers(row.vendor_code_encrypted).vendorCode
      : undefined,
    origin,
    agency: services.agency.details,
  };
}

/** The stored open-banking outcome as a docs/product/data.md result, with the finding that counted. */
export async function obResult(
  services: Services,
  row: QuotationRow,
  session: ObSessionRow,
  origin: string,
): Promise<ResultResponse> {
  const decided = {
    quotationId: row.id,
    reference: row.reference,
    validUntil: row.valid_until ?? undefined,
    reason: session.reason ?? 'ERROR',
    referral: false,
    ccsCode: row.ccs_code ?? undefined,
    decidedAt: new Date(session.completed_at ?? row.last_used_at),
  };
  const result = await resultResponse(decided, contextOf(services, row, origin), services.tokens);
  return { ...result, ...(session.finding ? { affordabilityFinding: session.finding } : {}) };
}

/** 'No thanks' → 'I understand': the original decline, without the way back to open banking. */
export async function declinedResult(services: Services, row: QuotationRow, origin: string): Promise<ResultResponse> {
  const decided = {
    quotationId: row.id,
    reference: row.reference,
    reason: row.reason ?? 'ERROR',
    referral: false,
    ccsCode: undefined,
    decidedAt: new Date(row.decided_at ?? row.last_used_at),
    factors: row.decision?.factors,
    // Only a referred quotation gets here: the decline is shown to someone who said no to open banking.
    openBankingOffered: true,
  };
  return resultResponse(decided, contextOf(services, row, origin), services.tokens);
}
