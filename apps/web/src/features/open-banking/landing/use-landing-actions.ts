import { useState } from 'react';
import { trackCta } from '../../../common/analytics/track-interactions.ts';
import { useApiClient } from '../../../common/api/api-client-context.tsx';
import { leaveTo } from '../../../common/navigation/leave-site.ts';
import { connect, decline } from '../api/open-banking-api.ts';
import { useOpenBankingFailure } from '../use-open-banking-failure.ts';
import { useShowResult } from '../use-show-result.ts';

/** The landing's two ways on: to the provider's consent page, or the decline ('I understand'). */
export function useLandingActions(quotation: string) {
  const api = useApiClient();
  const showResult = useShowResult();
  const failConnect = useOpenBankingFailure('connect', quotation);
  const failDecline = useOpenBankingFailure('decline', quotation);
  const [busy, setBusy] = useState(false);

  const link = async () => {
    if (busy) return;
    setBusy(true);
    trackCta('linkBankAccount', { page: 'openBankingLanding' });
    try {
      leaveTo(await connect(api, quotation));
    } catch (error) {
      failConnect(error);
    }
  };

  const understand = async () => {
    if (busy) return;
    setBusy(true);
    trackCta('iUnderstand', { page: 'openBankingLanding' });
    try {
      showResult(await decline(api, quotation));
    } catch (error) {
      failDecline(error);
    }
  };

  return { busy, link, understand };
}
