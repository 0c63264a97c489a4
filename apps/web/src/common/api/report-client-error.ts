import { API_PATHS, type ClientErrorReport } from '@quickcheck/contracts';

const MAX_MESSAGE_LENGTH = 500;

/** docs/product/calls-and-errors.md#errors monitoring flags: `sawError` for an uncaught error, `sawErrorPage` for one a route caught. */
export type ClientErrorAttributes = Record<string, string | number | boolean>;

/**
 * Tells monitoring about an error (strictly necessary: sent whatever the cookie choice), in the
 * report shape the server accepts. Only the error's name and message, the path (never the query,
 * which can carry prefill names) and a time stamp travel: never answers or other personal data.
 * The attributes say how the visitor met it (docs/product/calls-and-errors.md#errors: `sawError`, `sawErrorPage`; TargetGetOffersFailed).
 */
export function reportClientError(
  baseUrl: string,
  error: unknown,
  path: string = API_PATHS.clientErrors,
  attributes: ClientErrorAttributes = { sawError: true },
): void {
  const message = (error instanceof Error ? error.message : String(error)) || 'Unknown error';
  const report: ClientErrorReport = {
    message: message.slice(0, MAX_MESSAGE_LENGTH),
    name: error instanceof Error ? error.name : 'Error',
    url: window.location.pathname,
    at: new Date().toISOString(),
    attributes,
  };
  const body = JSON.stringify(report);
  try {
    void fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the error page itself.
  }
}
