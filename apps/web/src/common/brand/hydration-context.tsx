import { createContext, useContext, type ReactNode } from 'react';

const HydratingContext = createContext(false);

/**
 * Set when the page hydrates server-drawn markup. The brand's parts then wait (suspend) for the
 * brand's chunk instead of drawing a placeholder, so React keeps the server's markup meanwhile and
 * hydration can start at once: a tap before it ends is replayed rather than lost.
 */
export function HydratingProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  return <HydratingContext value={hydrating}>{children}</HydratingContext>;
}

export const useHydrating = () => useContext(HydratingContext);
