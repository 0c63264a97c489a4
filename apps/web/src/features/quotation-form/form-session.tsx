import { createContext, useContext, type ReactNode } from 'react';

/** The form's session id: address lookups and stage checks send it as the Session-Id header. */
const FormSessionContext = createContext<string | undefined>(undefined);

export function FormSessionProvider({ sessionId, children }: { sessionId: string; children: ReactNode }) {
  return <FormSessionContext value={sessionId}>{children}</FormSessionContext>;
}

export function useFormSessionId(): string {
  const sessionId = useContext(FormSessionContext);
  if (sessionId === undefined) throw new Error('useFormSessionId must be used inside <FormSessionProvider>');
  return sessionId;
}
