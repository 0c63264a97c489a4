import { useCallback, useState } from 'react';
import { track } from '../../shared/analytics/analytics.ts';
import { ApiFailureError } from '../../shared/api/api-failure.ts';

/**
 * The one handler for every open-banking error (spec §8): tracked here, then thrown from render
 * so the route's error boundary reports it and shows the technical error page.
 */
export function useOpenBankingFailure(step: 'connect' | 'complete' | 'decline') {
  const [failure, setFailure] = useState<unknown>();
  if (failure !== undefined) throw failure;
  return useCallback(
    (error: unknown) => {
      const kind = error instanceof ApiFailureError ? error.failure.kind : 'error';
      track('submissionResult', { outcome: 'error', reason: 'OPEN_BANKING_FAILED', step, kind });
      setFailure(error);
    },
    [step],
  );
}
