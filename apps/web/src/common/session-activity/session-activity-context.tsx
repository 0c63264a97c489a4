import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionActivityState, SessionActivityStore } from './session-activity-store.ts';
import { noSubscription } from '../device/browser-only.ts';

const SessionActivityContext = createContext<SessionActivityStore | undefined>(undefined);

export function SessionActivityProvider({ store, children }: { store: SessionActivityStore; children: ReactNode }) {
  return <SessionActivityContext value={store}>{children}</SessionActivityContext>;
}

const IDLE: SessionActivityState = { sessionId: undefined, timedOut: false };

/** The store's state; outside a provider (component tests) a session that never times out. */
export function useSessionActivity(): SessionActivityState & { store: SessionActivityStore | undefined } {
  const store = useContext(SessionActivityContext);
  const read = () => store?.getState() ?? IDLE;
  // The store is memory only: a server render reads it the same way.
  const state = useSyncExternalStore(store?.subscribe ?? noSubscription, read, read);
  return { ...state, store };
}

/** The form's part: while it is on screen, its session is the one the inactivity guard watches. */
export function useWatchFormSession(sessionId: string): void {
  const store = useContext(SessionActivityContext);
  useEffect(() => {
    store?.watch(sessionId);
    return () => store?.unwatch(sessionId);
  }, [store, sessionId]);
}
