/**
 * What the app knows about the visitor's form session, shared by the form (which owns the session)
 * and the inactivity guard (which warns, then times it out). One store per page load.
 */
export interface SessionActivityState {
  /** The form session being watched; undefined when no form is on screen. */
  sessionId: string | undefined;
  /** The server or the clock ended the session: the timed-out page shows, the answers are gone. */
  timedOut: boolean;
}

export interface SessionActivityStore {
  getState(): SessionActivityState;
  subscribe(listener: () => void): () => void;
  watch(sessionId: string): void;
  unwatch(sessionId: string): void;
  timeOut(): void;
}

export function createSessionActivityStore(): SessionActivityStore {
  let state: SessionActivityState = { sessionId: undefined, timedOut: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<SessionActivityState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch: (sessionId) => set({ sessionId }),
    unwatch: (sessionId) => {
      if (state.sessionId === sessionId) set({ sessionId: undefined });
    },
    timeOut: () => {
      if (!state.timedOut) set({ timedOut: true, sessionId: undefined });
    },
  };
}
