import { useEffect, useRef } from 'react';
import { useApiClient } from '../../../common/api/api-client-context.tsx';
import { complete } from '../api/open-banking-api.ts';
import { useOpenBankingFailure } from '../use-open-banking-failure.ts';
import { useShowResult } from '../use-show-result.ts';

/** Calls complete once per visit (a reload calls it again: the server answers the same result). */
export function useComplete(quotation: string, sessionTerminationToken: string) {
  const api = useApiClient();
  const showResult = useShowResult();
  const fail = useOpenBankingFailure('complete', quotation);
  // Strict mode runs effects twice in development: one call per mount of the page is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    complete(api, { quotation, sessionTerminationToken }).then(showResult, fail);
  }, [api, fail, quotation, sessionTerminationToken, showResult]);
}
