import { useEffect } from 'react';
import { usePageConfig } from '../../common/page-config/page-config-context.tsx';
import { ApiFailureError } from '../../common/api/api-failure.ts';
import { reportClientError, type ClientErrorAttributes } from '../../common/api/report-client-error.ts';
import { reloadOnStaleChunk } from '../../common/navigation/reload-on-stale-chunk.ts';
import { FailedCheckError, underlyingError } from '../../common/failed-check/failed-check-error.ts';
import { AppShell } from '../layout/app-shell.tsx';
import { LazyTechnicalErrorPage } from './lazy-technical-error.tsx';

/**
 * A route's error page (docs/product/calls-and-errors.md#errors): a failed request is reported with `sawError`; a render error
 * the route caught with `sawErrorPage` (and, like every report, a time stamp). Then the error page.
 */
export function RouteError({ error, withShell = false }: { error: unknown; withShell?: boolean }) {
  const { orchestration } = usePageConfig();

  useEffect(() => {
    const failure = underlyingError(error);
    if (reloadOnStaleChunk(failure)) return;
    const attributes: ClientErrorAttributes =
      failure instanceof ApiFailureError ? { sawError: true } : { sawErrorPage: true };
    reportClientError(orchestration.baseUrl, failure, orchestration.paths.clientErrors, attributes);
  }, [error, orchestration]);

  const failedCheck = error instanceof FailedCheckError ? error.check : undefined;
  return withShell ? (
    <AppShell>
      <LazyTechnicalErrorPage failedCheck={failedCheck} />
    </AppShell>
  ) : (
    <LazyTechnicalErrorPage failedCheck={failedCheck} />
  );
}
