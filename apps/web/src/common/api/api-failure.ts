/** Why a call failed: the caller decides whether that means an error page or a message. */
export type ApiFailure =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'aborted'; message: string }
  | { kind: 'http'; status: number; body: unknown; message: string }
  | { kind: 'invalid-response'; message: string };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

/** Thrown when a failure should reach the error boundary (technical error page). */
export class ApiFailureError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiFailureError';
    this.failure = failure;
  }
}

/** Returns the data, or throws the failure for the error boundary to show. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiFailureError(result.failure);
}
