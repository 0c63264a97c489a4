import { useEffect, useState } from 'react';
import { ApiFailureError } from '../../shared/api/api-failure.ts';
import { useApiClient } from '../../shared/api/api-client-context.tsx';
import { acceptAgreementOffer, fetchAgreementOffer, type AgreementOffer } from './agreement-api.ts';

type OfferState =
  | { status: 'loading' }
  /** `justAccepted`: accepted on this visit, as opposed to found accepted on a reload. */
  | { status: 'ready'; offer: AgreementOffer; justAccepted?: boolean }
  | { status: 'failed'; error: Error };

/** Loads the offer for the result token and accepts it; failures go to the technical error page. */
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
      if (!result.ok) throw new ApiFailureError(result.failure);
      setState({ status: 'ready', offer: result.data });
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
    if (!result.ok) setState({ status: 'failed', error: new ApiFailureError(result.failure) });
    else setState({ status: 'ready', offer: { ...state.offer, accepted: true }, justAccepted: true });
  };

  return { state, accepting, accept };
}
