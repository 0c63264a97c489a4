import { API_PATHS, type ClientErrorReport } from '@quickcheck/contracts';

const MAX_MESSAGE_LENGTH = 500;

/**
 * Tells monitoring the visitor saw the error page (spec §8 `sawError`), in the report shape the
 * server accepts. Only the error's name and message, the path (never the query, which can carry
 * prefill names) and a time stamp travel: never answers or other personal data. Failures the
 * visitor does not see as an error page (TargetGetOffersFailed) pass their own attributes.
 */
export function reportClientError(
  baseUrl: string,
  error: unknown,
  path: string = API_PATHS.clientErrors,
  attributes: ClientErrorReport['attributes'] = { sawError: true },
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
