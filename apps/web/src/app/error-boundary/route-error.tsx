import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { usePageConfig } from '../../shared/page-config/page-config-context.tsx';
import { reportClientError } from '../../shared/api/report-client-error.ts';
import { reloadOnStaleChunk } from '../../shared/navigation/reload-on-stale-chunk.ts';
import { AppShell } from '../layout/app-shell.tsx';
import { LazyTechnicalErrorPage } from './lazy-technical-error.tsx';

/** A route's errorElement: report that the visitor saw the error page, then show it (spec §8). */
export function RouteError({ withShell = false }: { withShell?: boolean }) {
  const error = useRouteError();
  const { orchestration } = usePageConfig();

  useEffect(() => {
    if (reloadOnStaleChunk(error)) return;
    reportClientError(orchestration.baseUrl, error, orchestration.paths.clientErrors);
  }, [error, orchestration]);

  return withShell ? (
    <AppShell>
      <LazyTechnicalErrorPage />
    </AppShell>
  ) : (
    <LazyTechnicalErrorPage />
  );
}
