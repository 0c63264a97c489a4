import { createContext, useContext, type ReactNode } from 'react';

// Nothing by default: a form rendered on its own (tests, the server) has no pages to fetch.
const PrefetchOutcomePagesContext = createContext<() => void>(() => undefined);

/**
 * Lets a submission fetch the code of the pages its answer leads to while the busy spinner runs,
 * so none of them shows 'Loading' after it. The app fills it in: a feature may not import another
 * feature's pages.
 */
export function OutcomePagesPrefetchProvider({ prefetch, children }: { prefetch: () => void; children: ReactNode }) {
  return <PrefetchOutcomePagesContext value={prefetch}>{children}</PrefetchOutcomePagesContext>;
}

export const usePrefetchOutcomePages = () => useContext(PrefetchOutcomePagesContext);
