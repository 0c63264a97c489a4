import { ApiFailureError } from '../api/api-failure.ts';

/** What the error page can say about a check that a later step failed on (issue 34). */
export interface FailedCheck {
  /** The visitor's own quotation: the way back to the form with its answers (edit mode). */
  quotationId: string;
  /** The check's reference, when the server's error answer gave it. */
  reference?: string;
}

/**
 * A failure in a step after the check (open banking): carries the check so the technical error
 * page can give its reference and a way back with the answers. Its message and `cause` are the
 * failure's own, so monitoring sees what failed.
 */
export class FailedCheckError extends Error {
  readonly check: FailedCheck;

  constructor(cause: unknown, quotationId: string) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = cause instanceof Error ? cause.name : 'FailedCheckError';
    if (cause instanceof Error && cause.stack) this.stack = cause.stack;
    const body = cause instanceof ApiFailureError && cause.failure.kind === 'http' ? cause.failure.body : undefined;
    const reference =
      body && typeof body === 'object' && 'reference' in body && typeof body.reference === 'string'
        ? body.reference
        : undefined;
    this.check = { quotationId, ...(reference ? { reference } : {}) };
  }
}

/** The error as monitoring should see it: a failed check's own failure. */
export const underlyingError = (error: unknown): unknown => (error instanceof FailedCheckError ? error.cause : error);
