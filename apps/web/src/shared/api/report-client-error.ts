import { API_PATHS } from '@quickcheck/contracts';

const MAX_MESSAGE_LENGTH = 500;

/**
 * Tells monitoring the visitor saw the error page (spec §8 `sawError`).
 * Only the error message and a time stamp travel: never answers or personal data.
 */
export function reportClientError(baseUrl: string, error: unknown, path: string = API_PATHS.clientErrors): void {
  const message = error instanceof Error ? error.message : String(error);
  const body = JSON.stringify({
    sawError: true,
    message: message.slice(0, MAX_MESSAGE_LENGTH),
    at: new Date().toISOString(),
  });
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
