import type { BrandId } from '@quickcheck/brands';
import type { JourneyQuery, ResultResponse } from '@quickcheck/contracts';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** What the result pages need from the journey that produced the result. */
export interface JourneyOutcome {
  result: ResultResponse;
  brand: BrandId;
  consumerName: string;
  /** The journey's values (page config `journey.address`; after open banking, those the tab kept): the agreement link's keys. */
  journey: JourneyQuery;
  /** Opened again from the tab's sealed result (decision 064), not just decided: already counted. */
  restored?: boolean;
}

interface JourneyOutcomeStore {
  outcome: JourneyOutcome | undefined;
  setOutcome: (outcome: JourneyOutcome | undefined) => void;
}

const JourneyOutcomeContext = createContext<JourneyOutcomeStore | undefined>(undefined);

/**
 * Hands the result from the form to the result route. Kept in memory only: the
 * play-back holds personal data, which must not land in history state or storage.
 */
export function JourneyOutcomeProvider({ initial, children }: { initial?: JourneyOutcome; children: ReactNode }) {
  const [outcome, setOutcome] = useState<JourneyOutcome | undefined>(initial);
  const store = useMemo(() => ({ outcome, setOutcome }), [outcome]);
  return <JourneyOutcomeContext value={store}>{children}</JourneyOutcomeContext>;
}

export function useJourneyOutcome(): JourneyOutcomeStore {
  const store = useContext(JourneyOutcomeContext);
  if (!store) throw new Error('useJourneyOutcome must be used inside <JourneyOutcomeProvider>');
  return store;
}

/** The outcome where there may be no journey around (the app-wide error page): undefined then. */
export function useOutcomeIfAny(): JourneyOutcome | undefined {
  return useContext(JourneyOutcomeContext)?.outcome;
}
