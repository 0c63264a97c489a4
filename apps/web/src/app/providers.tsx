import type { PageConfig } from '@quickcheck/contracts';
import type { ReactNode } from 'react';
import { ApiClientProvider } from '../shared/api/api-client-context.tsx';
import type { ApiClient } from '../shared/api/api-client.ts';
import { JourneyOutcomeProvider, type JourneyOutcome } from '../shared/journey-outcome/journey-outcome.tsx';
import { PageConfigProvider } from '../shared/page-config/page-config-context.tsx';
import { AppErrorBoundary } from './error-boundary/app-error-boundary.tsx';

interface AppProvidersProps {
  config: PageConfig;
  api: ApiClient;
  /** Tests start on a result page with an outcome already in the store. */
  initialOutcome?: JourneyOutcome;
  children: ReactNode;
}

export function AppProviders({ config, api, initialOutcome, children }: AppProvidersProps) {
  return (
    <PageConfigProvider config={config}>
      <ApiClientProvider client={api}>
        <JourneyOutcomeProvider initial={initialOutcome}>
          <AppErrorBoundary
            baseUrl={config.orchestration.baseUrl}
            clientErrorsPath={config.orchestration.paths.clientErrors}
          >
            {children}
          </AppErrorBoundary>
        </JourneyOutcomeProvider>
      </ApiClientProvider>
    </PageConfigProvider>
  );
}
