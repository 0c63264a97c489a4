/** Waits `ms` unless `signal` aborts first; unref'd so a pending sandbox delay never holds the process open. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    timer.unref();
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Sandbox latency: a random whole number of milliseconds in [min, max]. */
export function randomLatency(min: number, max: number): () => number {
  return () => min + Math.floor(Math.random() * (max - min + 1));
}
