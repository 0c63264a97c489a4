import {
  QUOTE_EXPIRED,
  QUOTE_TEXT,
  errorResponseSchema,
  quoteExpiredSchema,
  type QuoteExpired,
} from '@quickcheck/contracts';
import { resolveBrand } from '@quickcheck/brands';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { siteUrl } from '../journey/site.ts';
import { ExpiredResultError, TokenError, type TokenService } from '../security/tokens.ts';
import { findById, type QuotationRow } from './quotation-store.ts';
import { lastValidDay, quoteExpired } from './quote-validity.ts';

export type OfferLookup =
  | { ok: true; row: QuotationRow; validUntil: Date }
  | { ok: false; status: 401 | 404 | 409; error: string }
  | { ok: false; status: 410; body: QuoteExpired };

/** Where the agreement's refusals are answered: the request's own site, for the fresh check's link. */
export type OfferRequest = { origin: string };

const INVALID_LINK = 'The agreement link is not valid or has expired';

/**
 * The refusal once a quote's time is up: what the expired page says, and the form on the brand's
 * own site for a fresh check (a new token and session, nothing of the old check carried over).
 */
function expiredAnswer(row: QuotationRow, validUntil: Date, request: OfferRequest): OfferLookup {
  return {
    ok: false,
    status: 410,
    body: {
      error: QUOTE_TEXT.expiredTitle,
      code: QUOTE_EXPIRED,
      reference: row.reference,
      validUntil: lastValidDay(validUntil),
      freshCheckUrl: siteUrl(request.origin, '/', {}, resolveBrand(row.brand)),
    },
  };
}

/**
 * The agreement stand-in trusts only a result token we signed (audience 'quickcheck-result') and
 * only for a quotation that was decided MATCH_AND_OFFER, and only while its quote holds (decision
 * 024): the token of a match lasts as long as the quote, and once the stored end has passed the
 * offer is neither shown nor accepted.
 */
export async function offerForToken(
  services: { db: Queryable; tokens: TokenService; clock: Clock },
  token: unknown,
  request: OfferRequest,
): Promise<OfferLookup> {
  if (typeof token !== 'string' || token === '') {
    return { ok: false, status: 401, error: 'The agreement link is not valid' };
  }
  let quotationId: string;
  let tokenExpired = false;
  try {
    ({ quotationId } = await services.tokens.verify('result', token));
  } catch (error) {
    if (error instanceof ExpiredResultError) {
      // Ours, past its time: if it was a quote's, say the quote expired rather than 'not valid'.
      ({ quotationId } = error.claims);
      tokenExpired = true;
    } else if (error instanceof TokenError) {
      return { ok: false, status: 401, error: INVALID_LINK };
    } else {
      throw error;
    }
  }
  const row = await findById(services.db, quotationId);
  if (!row && tokenExpired) return { ok: false, status: 401, error: INVALID_LINK };
  if (!row) return { ok: false, status: 404, error: 'Quotation not found' };
  if (row.status !== 'decided' || row.reason !== 'MATCH_AND_OFFER') {
    return tokenExpired
      ? { ok: false, status: 401, error: INVALID_LINK }
      : { ok: false, status: 409, error: 'This quotation has no offer to accept' };
  }
  // Every match is stored with its end (the decision, open banking, migration 011's back-fill).
  if (!row.valid_until) throw new Error('A match was stored without the end of its quote');
  const validUntil = new Date(row.valid_until);
  if (quoteExpired(validUntil, services.clock.now())) return expiredAnswer(row, validUntil, request);
  // The token of a match lasts as long as its quote: an expired one with time left is not ours to honour.
  if (tokenExpired) return { ok: false, status: 401, error: INVALID_LINK };
  return { ok: true, row, validUntil };
}

/** The lookup's refusal as the agreement's routes answer it. */
export const refusalBody = (offer: Exclude<OfferLookup, { ok: true }>) =>
  offer.status === 410 ? offer.body : { error: offer.error };

/** The schema of each refusal `refusalBody` answers, by its status: the agreement routes' declared responses. */
export const REFUSAL_SCHEMAS = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: quoteExpiredSchema,
} as const;
