import { createElement, lazy, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import {
  STALE_CHUNK_MESSAGE,
  forgetStaleChunkReload,
  reloadOnStaleChunk,
} from '../navigation/reload-on-stale-chunk.ts';

/** docs/product/constants.md: a lazy module that has not arrived after 30 s fails with 'Timeout' (docs/product/calls-and-errors.md#errors). */
export const LAZY_LOAD_TIMEOUT_MS = 30_000;
export const LAZY_TIMEOUT_MESSAGE = 'Timeout';

function withTimeout<T>(load: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(LAZY_TIMEOUT_MESSAGE)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Every lazy import goes through here (routes, brand chunks, modals, pages): it times out after
 * 30 s, and a stale chunk reloads the page once; while that reload happens the promise never
 * settles, so no error page flashes first. Any other failure reaches the caller's error handler.
 */
export function importLazily<T>(load: () => Promise<T>, timeoutMs = LAZY_LOAD_TIMEOUT_MS): Promise<T> {
  return settleLazyImport(withTimeout(load, timeoutMs));
}

/** importLazily's handling of an import already under way (one a prefetch started). */
async function settleLazyImport<T>(loading: Promise<T>): Promise<T> {
  try {
    const module = await loading;
    forgetReloadWhenSettled();
    return module;
  } catch (error) {
    if (isStaleChunk(error)) clearTimeout(forgetTimer);
    if (reloadOnStaleChunk(error)) return new Promise<T>(() => undefined);
    throw error;
  }
}

/** A page whose lazy modules have loaded for this long without a stale chunk may reload again later. */
export const SETTLED_AFTER_MS = 10_000;
let forgetTimer: ReturnType<typeof setTimeout> | undefined;

// Not at once: many modules load at the start, and one that arrives just before another fails
// must not re-arm the reload (that would loop). A later deploy in this tab may reload once again.
function forgetReloadWhenSettled() {
  clearTimeout(forgetTimer);
  forgetTimer = setTimeout(forgetStaleChunkReload, SETTLED_AFTER_MS);
}

const isStaleChunk = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).includes(STALE_CHUNK_MESSAGE);

/** React.lazy through importLazily: render it inside a <Suspense> with a DelayedFallback (200 ms). */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await importLazily(load) }));
}

/**
 * lazyComponent with a `preload()`: once it has resolved, the component renders at once, without
 * suspending (a server render, which cannot wait for a lazy chunk, preloads it first).
 */
export function preloadableComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => (pending ??= importLazily(load).then((component) => (loaded = component)));
  const Component = lazy(() => {
    if (!loaded) return preload().then((component) => ({ default: component }));
    const module = { default: loaded };
    // Settles as `then` is called: React.lazy then reads it in the same render.
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
  });
  return Object.assign(Component, { preload });
}

type Loading<P> =
  | { status: 'idle' | 'pending' }
  | { status: 'loaded'; component: ComponentType<P> }
  | { status: 'failed'; error: unknown };

/**
 * A lazy page: `fallback` while its module loads, then the page; a failure is thrown to the
 * route's error boundary. Not React.lazy under Suspense: a page arriving is an ordinary update,
 * never held back by Suspense's reveal throttling (which waits on timers a frozen clock stops).
 * `prefetch()` fetches the module before the page is shown; the page then uses that same fetch.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback: () => ReactNode) {
  let state: Loading<P> = { status: 'idle' };
  let fetching: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<() => void>();
  const settle = (next: Loading<P>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const fetchModule = () => (fetching ??= withTimeout(load, LAZY_LOAD_TIMEOUT_MS));
  const arrived = (component: ComponentType<P>) => {
    if (state.status !== 'loaded') settle({ status: 'loaded', component });
  };
  /** The page's own load, as it mounts: a failure goes to the error boundary, a stale chunk reloads once. */
  const preload = () => {
    if (state.status !== 'idle') return;
    settle({ status: 'pending' });
    settleLazyImport(fetchModule()).then(arrived, (error: unknown) => settle({ status: 'failed', error }));
  };
  /**
   * Fetches ahead and decides nothing: a failure is dropped, and the page's own load tries again and
   * reports it. A stale chunk too: its one reload waits for the page itself, as a reload under the
   * busy spinner would drop the submission in flight.
   */
  const prefetch = () => {
    fetchModule().then(arrived, () => {
      // A page already waiting on this fetch reports the failure itself (preload above).
      if (state.status === 'idle') fetching = undefined;
    });
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function LazyPage(props: P) {
    const current = useSyncExternalStore(
      subscribe,
      () => state,
      () => state,
    );
    useEffect(preload, []);
    if (current.status === 'failed') throw current.error;
    if (current.status === 'loaded') return createElement(current.component, props);
    return fallback();
  }
  return Object.assign(LazyPage, { preload, prefetch });
}
