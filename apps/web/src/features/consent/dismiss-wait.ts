/** docs/product/constants.md: the full-page variant waits up to 4000 ms for the optional dismiss action. */
export const DISMISS_WAIT_MS = 4000;

/** Resolves when the action settles (success or failure) or the wait runs out, whichever is first. */
export function waitForDismiss(
  action: (() => Promise<unknown>) | undefined,
  ms: number = DISMISS_WAIT_MS,
): Promise<void> {
  if (!action) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      action().then(done, done);
    } catch {
      done();
    }
  });
}
