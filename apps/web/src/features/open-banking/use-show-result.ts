import { CONSUMER_NAMES } from '@quickcheck/brands';
import type { ResultResponse } from '@quickcheck/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../shared/navigation/router/router.tsx';
import { useJourneyOutcome } from '../../shared/journey-outcome/journey-outcome.tsx';
import { useBrand } from '../../shared/page-config/page-config-context.tsx';
import { withCarriedQuery } from '../../shared/query/journey-carry.ts';
import { storedJourney } from './stored-journey.ts';

/** Hands an open-banking result to the result route, which shows the decline or leaves for the agreement. */
export function useShowResult() {
  const brand = useBrand();
  const { outcome, setOutcome } = useJourneyOutcome();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (result: ResultResponse) => {
      // The form's consumer name when this tab came from it; after a reload, the brand's. The vendor
      // code comes with the result's agreement URL (the server kept it with the quotation).
      setOutcome({ result, brand, consumerName: outcome?.consumerName ?? CONSUMER_NAMES[brand] });
      // The journey's codes travel on (the same agreement-link rules as from the form); the quotation
      // and token stay out of the result's address.
      void navigate(withCarriedQuery(withCarriedQuery('/result', search), `?${storedJourney()}`));
    },
    [brand, navigate, outcome, search, setOutcome],
  );
}
