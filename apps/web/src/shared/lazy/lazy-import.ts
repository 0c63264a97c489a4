import { lazy, type ComponentType } from 'react';
import { forgetStaleChunkReload, reloadOnStaleChunk } from '../navigation/reload-on-stale-chunk.ts';

/** Spec §9: a lazy module that has not arrived after 30 s fails with 'Timeout' (spec §8). */
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
export async function importLazily<T>(load: () => Promise<T>, timeoutMs = LAZY_LOAD_TIMEOUT_MS): Promise<T> {
  try {
    const module = await withTimeout(load, timeoutMs);
    forgetStaleChunkReload();
    return module;
  } catch (error) {
    if (reloadOnStaleChunk(error)) return new Promise<T>(() => undefined);
    throw error;
  }
}

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
