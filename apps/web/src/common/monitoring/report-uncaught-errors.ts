import { reportClientError } from '../api/report-client-error.ts';

/**
 * docs/product/calls-and-errors.md#errors: an error nothing caught (a script error, a rejected promise) is reported with `sawError`.
 * Monitoring is strictly necessary, so it runs whatever the cookie choice.
 */
export function reportUncaughtErrors(baseUrl: string, path: string | undefined, target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    // Resource load failures (an image, a stylesheet) carry no error object: not ours to report.
    if (!event.error && !event.message) return;
    reportClientError(baseUrl, event.error ?? new Error(event.message), path);
  };
  const onRejection = (event: PromiseRejectionEvent) => reportClientError(baseUrl, event.reason, path);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
