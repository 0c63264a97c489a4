import { createContext, useContext, type ReactNode } from 'react';

const UserAgentContext = createContext('');

/**
 * The user agent the page is drawn for: the request's on the server, the browser's own when it
 * hydrates — so what depends on the device is drawn the same on both sides (no shift on hydration).
 */
export function UserAgentProvider({ userAgent, children }: { userAgent: string; children: ReactNode }) {
  return <UserAgentContext value={userAgent}>{children}</UserAgentContext>;
}

export const useUserAgent = () => useContext(UserAgentContext);
