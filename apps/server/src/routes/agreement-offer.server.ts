import type { AppServices } from '../app-services.ts';
import { findById, type QuotationRow } from '../quotation/quotation-repo.server.ts';
import { TokenError } from '../security/tokens.server.ts';

export type OfferLookup = { ok: true; row: QuotationRow } | { ok: false; status: 401 | 404 | 409; error: string };

/**
 * The agreement stand-in trusts only a result token we signed (1 hour, audience
 * 'quickcheck-result') and only for a quotation that was decided MATCH_AND_OFFER.
 */
export async function offerForToken(services: AppServices, token: unknown): Promise<OfferLookup> {
  if (typeof token !== 'string' || token === '') {
    return { ok: false, status: 401, error: 'The agreement link is not valid' };
  }
  let quotationId: string;
  try {
    ({ quotationId } = await services.tokens.verifyResult(token));
  } catch (error) {
    if (error instanceof TokenError)
      return { ok: false, status: 401, error: 'The agreement link is not valid or has expired' };
    throw error;
  }
  const row = await findById(services.db, quotationId);
  if (!row) return { ok: false, status: 404, error: 'Quotation not found' };
  if (row.status !== 'decided' || row.reason !== 'MATCH_AND_OFFER') {
    return { ok: false, status: 409, error: 'This quotation has no offer to accept' };
  }
  return { ok: true, row };
}
