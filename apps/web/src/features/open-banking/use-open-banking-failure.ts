import { useCallback, useState } from 'react';
import { track } from '../../common/analytics/analytics.ts';
import { ApiFailureError } from '../../common/api/api-failure.ts';
import { FailedCheckError } from '../../common/failed-check/failed-check-error.ts';

/**
 * The one handler for every open-banking error (docs/product/calls-and-errors.md#errors): tracked here, then thrown from render
 * so the route's error boundary reports it and shows the technical error page, with the check it
 * failed on (its reference and the way back to its answers).
 */
export function useOpenBankingFailure(step: 'connect' | 'complete' | 'decline', quotation: string) {
  const [failure, setFailure] = useState<unknown>();
  if (failure !== undefined) throw failure;
  return useCallback(
    (error: unknown) => {
      const kind = error instanceof ApiFailureError ? error.failure.kind : 'error';
      track('submissionResult', { outcome: 'error', reason: 'OPEN_BANKING_FAILED', step, kind });
      setFailure(new FailedCheckError(error, quotation));
    },
    [step, quotation],
  );
}
