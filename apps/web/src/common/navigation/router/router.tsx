import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Router,
  useLocation as useWouterLocation,
  useRouter,
  useSearch,
  type BaseLocationHook,
  type BaseSearchHook,
} from 'wouter';
import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';

/**
 * A thin layer over wouter (docs/decisions/013-router.md): the few hooks the app uses, shaped as
 * the pages knew them, so a page only names its import. Nothing here reads the browser at render
 * time on the server: there the location comes from `ssrPath`/`ssrSearch`.
 */

export interface Location {
  pathname: string;
  /** '' or '?…', as `window.location.search`. */
  search: string;
  /** '' or '#…'; always '' on the server (browsers never send it). */
  hash: string;
  state: unknown;
  /** 'default' on the page's first entry, a new value after every navigation (focus moves then). */
  key: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface AppRouterProps {
  /** Server render: the request's path and query; in the browser the address bar is read instead. */
  ssr?: { pathname: string; search: string } | undefined;
  /** Tests: an in-memory location (wouter's memoryLocation). */
  hook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
  children: ReactNode;
}

export function AppRouter({ ssr, hook, searchHook, children }: AppRouterProps) {
  const ssrProps = ssr ? { ssrPath: ssr.pathname, ssrSearch: ssr.search.replace(/^\?/, '') } : {};
  const hookProps = hook ? { hook, ...(searchHook ? { searchHook } : {}) } : {};
  return (
    <Router {...ssrProps} {...hookProps}>
      <LocationKeys>{children}</LocationKeys>
    </Router>
  );
}

const readHash = () => window.location.hash;
const noHash = () => '';

function useHash(): string {
  return useLocationProperty(readHash, noHash);
}

function searchOf(raw: string): string {
  return raw ? `?${raw}` : '';
}

const KeyContext = createContext('default');
const LandingSearchContext = createContext('');

/** Gives each new location a new key, the first one 'default' (see Location.key); keeps the first query. */
function LocationKeys({ children }: { children: ReactNode }) {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const href = `${pathname}?${search}`;
  const [seen, setSeen] = useState({ href, count: 0 });
  const [landingSearch] = useState(() => searchOf(search));
  // Derived during render (React's pattern for state from changing input): no extra paint.
  if (seen.href !== href) setSeen({ href, count: seen.count + 1 });
  const key = seen.count === 0 ? 'default' : `nav-${seen.count}`;
  return (
    <LandingSearchContext value={landingSearch}>
      <KeyContext value={key}>{children}</KeyContext>
    </LandingSearchContext>
  );
}

/** The query the page was loaded with ('' or '?…'): the one the server resolved the page config for. */
export function useLandingSearch(): string {
  return useContext(LandingSearchContext);
}

export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const search = searchOf(useSearch());
  const hash = useHash();
  const state: unknown = useHistoryState();
  const key = useContext(KeyContext);
  return { pathname, search, hash, state, key };
}

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  const { pathname = '/', search = '', hash = '' } = to;
  return `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}${hash}`;
}

/** Push (or with `replace`, replace) an address in the app; resolves at once. */
export function useNavigate() {
  const [, navigate] = useWouterLocation();
  return (to: To, options: NavigateOptions = {}): Promise<void> => {
    navigate(hrefOf(to), options);
    return Promise.resolve();
  };
}

export function useSearchParams(): [URLSearchParams] {
  const search = useSearch();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Moves to `to` once drawn (as react-router's <Navigate>): a page the visitor may not see here. */
export function Navigate({ to, replace = false, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
    // Once, as the page it sits on is left.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** A new page starts at its top (react-router's ScrollRestoration did this on a push). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const { ssrPath } = useRouter();
  useEffect(() => {
    if (ssrPath === undefined) window.scrollTo(0, 0);
  }, [pathname, ssrPath]);
  return null;
}

export { Route, Switch } from 'wouter';
export { memoryLocation } from 'wouter/memory-location';
