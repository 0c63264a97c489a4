import type { PageConfig } from '@quickcheck/contracts';
import { useState, type ReactNode } from 'react';
import { ApiClientProvider } from '../common/api/api-client-context.tsx';
import type { ApiClient } from '../common/api/api-client.ts';
import { JourneyOutcomeProvider, type JourneyOutcome } from '../common/journey-outcome/journey-outcome.tsx';
import { PageConfigProvider } from '../common/page-config/page-config-context.tsx';
import { SessionActivityProvider } from '../common/session-activity/session-activity-context.tsx';
import {
  createSessionActivityStore,
  type SessionActivityStore,
} from '../common/session-activity/session-activity-store.ts';
import { AppErrorBoundary } from './error-boundary/app-error-boundary.tsx';

interface AppProvidersProps {
  config: PageConfig;
  api: ApiClient;
  /** Tests start on a result page with an outcome already in the store. */
  initialOutcome?: JourneyOutcome;
  /** The page's one store; the API client reports the server's session refusals to it. */
  activity?: SessionActivityStore;
  children: ReactNode;
}

export function AppProviders({ config, api, initialOutcome, activity, children }: AppProvidersProps) {
  const [store] = useState(() => activity ?? createSessionActivityStore());
  return (
    <PageConfigProvider config={config}>
      <ApiClientProvider client={api}>
        <SessionActivityProvider store={store}>
          <JourneyOutcomeProvider initial={initialOutcome}>
            <AppErrorBoundary
              baseUrl={config.orchestration.baseUrl}
              clientErrorsPath={config.orchestration.paths.clientErrors}
            >
              {children}
            </AppErrorBoundary>
          </JourneyOutcomeProvider>
        </SessionActivityProvider>
      </ApiClientProvider>
    </PageConfigProvider>
  );
}
