import type { ReactNode } from 'react';
import { useInBrowser } from './browser-only.ts';

/**
 * `children` in the browser once the page is live; `fallback` on the server and while hydrating.
 * For a lazy part the server cannot draw: left to Suspense there, it would be a boundary the server
 * never finished, which React reports on hydrating as an error (#419) though nothing went wrong.
 * Its own component, so the update after hydration reaches only this part of the page.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useInBrowser() ? children : fallback;
}
