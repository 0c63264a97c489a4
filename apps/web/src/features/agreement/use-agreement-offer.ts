import { useEffect, useState } from 'react';
import { QUOTE_EXPIRED, quoteExpiredSchema, type QuoteExpired } from '@quickcheck/contracts';
import { ApiFailureError, type ApiFailure } from '../../common/api/api-failure.ts';
import { useApiClient } from '../../common/api/api-client-context.tsx';
import { acceptAgreementOffer, fetchAgreementOffer, type AgreementOffer } from './agreement-api.ts';

type OfferState =
  | { status: 'loading' }
  /** `justAccepted`: accepted on this visit, as opposed to found accepted on a reload. */
  | { status: 'ready'; offer: AgreementOffer; justAccepted?: boolean }
  /** The server refused the offer because the quote's end has passed (decision 024). */
  | { status: 'expired'; expired: QuoteExpired }
  | { status: 'failed'; error: Error };

/** The server's 410 for a quote past its end, or undefined for any other failure. */
function expiredQuote(failure: ApiFailure): QuoteExpired | undefined {
  if (failure.kind !== 'http' || failure.status !== 410) return undefined;
  const parsed = quoteExpiredSchema.safeParse(failure.body);
  return parsed.success && parsed.data.code === QUOTE_EXPIRED ? parsed.data : undefined;
}

/** What a failed call leaves the page showing: the expired page, or the technical error page. */
function failedState(failure: ApiFailure): OfferState {
  const expired = expiredQuote(failure);
  return expired ? { status: 'expired', expired } : { status: 'failed', error: new ApiFailureError(failure) };
}

/** Loads the offer for the result token and accepts it; other failures go to the technical error page. */
export function useAgreementOffer(token: string | null) {
  const api = useApiClient();
  const [state, setState] = useState<OfferState>({ status: 'loading' });
  const [accepting, setAccepting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const load = async () => {
      if (!token) throw new Error('Agreement page opened without a token');
      const result = await fetchAgreementOffer(api, token, controller.signal);
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: 'ready', offer: result.data } : failedState(result.failure));
    };
    load().catch((error: unknown) => {
      if (!controller.signal.aborted) setState({ status: 'failed', error: error as Error });
    });
    return () => controller.abort();
  }, [api, token]);

  const accept = async () => {
    if (!token || accepting || state.status !== 'ready') return;
    setAccepting(true);
    const result = await acceptAgreementOffer(api, token);
    setAccepting(false);
    if (!result.ok) setState(failedState(result.failure));
    else setState({ status: 'ready', offer: { ...state.offer, accepted: true }, justAccepted: true });
  };

  return { state, accepting, accept };
}
