import { carriedJourneyOf } from '@quickcheck/contracts';
import type { ResultResponse } from '@quickcheck/contracts';
import { useCallback } from 'react';
import { useApiClient } from '../../common/api/api-client-context.tsx';
import { importLazily } from '../../common/lazy/lazy-import.ts';
import { useNavigate } from '../../common/navigation/router/router.tsx';
import { useJourneyOutcome } from '../../common/journey-outcome/journey-outcome.tsx';
import { useBrand, useLandingJourney } from '../../common/page-config/page-config-context.tsx';
import { withCarriedQuery } from '../../common/query/journey-carry.ts';
import { storedConsumerName, storedJourney } from './stored-journey.ts';

/** Hands an open-banking result to the result route, which shows the decline or leaves for the agreement. */
export function useShowResult() {
  const brand = useBrand();
  const { outcome, setOutcome } = useJourneyOutcome();
  const navigate = useNavigate();
  const landing = useLandingJourney();
  const api = useApiClient();
  return useCallback(
    (result: ResultResponse) => {
      // The journey's codes travel on (the same agreement-link rules as from the form): this page's
      // own, else those the tab kept on the way to the provider. The quotation and token stay out.
      const journey = { ...storedJourney(), ...carriedJourneyOf(landing) };
      // The form's consumer name when this tab came from it; after the provider's round trip, the one
      // the landing kept. The vendor code comes with the result's agreement URL (the server kept it
      // with the quotation).
      const shown = { result, brand, consumerName: outcome?.consumerName ?? storedConsumerName(brand), journey };
      // The open-banking outcome replaces the tab's result, under the same form session (decision 064).
      void importLazily(() => import('../../common/journey-outcome/outcome-snapshot.ts')).then(
        ({ keepOutcome, outcomeSessionId }) => {
          const sessionId = outcomeSessionId();
          return sessionId ? keepOutcome(api, sessionId, shown) : undefined;
        },
        () => undefined,
      );
      setOutcome(shown);
      void navigate(withCarriedQuery('/result', journey));
    },
    [api, brand, landing, navigate, outcome, setOutcome],
  );
}
