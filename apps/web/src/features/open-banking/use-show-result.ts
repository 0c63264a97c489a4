import { carriedJourneyOf } from '@quickcheck/contracts';
import type { ResultResponse } from '@quickcheck/contracts';
import { useCallback } from 'react';
import { useNavigate } from '../../shared/navigation/router/router.tsx';
import { useJourneyOutcome } from '../../shared/journey-outcome/journey-outcome.tsx';
import { useBrand, useLandingJourney } from '../../shared/page-config/page-config-context.tsx';
import { withCarriedQuery } from '../../shared/query/journey-carry.ts';
import { storedConsumerName, storedJourney } from './stored-journey.ts';

/** Hands an open-banking result to the result route, which shows the decline or leaves for the agreement. */
export function useShowResult() {
  const brand = useBrand();
  const { outcome, setOutcome } = useJourneyOutcome();
  const navigate = useNavigate();
  const landing = useLandingJourney();
  return useCallback(
    (result: ResultResponse) => {
      // The journey's codes travel on (the same agreement-link rules as from the form): this page's
      // own, else those the tab kept on the way to the provider. The quotation and token stay out.
      const journey = { ...storedJourney(), ...carriedJourneyOf(landing) };
      // The form's consumer name when this tab came from it; after the provider's round trip, the one
      // the landing kept. The vendor code comes with the result's agreement URL (the server kept it
      // with the quotation).
      setOutcome({ result, brand, consumerName: outcome?.consumerName ?? storedConsumerName(brand), journey });
      void navigate(withCarriedQuery('/result', journey));
    },
    [brand, landing, navigate, outcome, setOutcome],
  );
}
