import type { PageConfig } from '@quickcheck/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ApiClientProvider } from '../shared/api/api-client-context.tsx';
import { createApiClient, type ApiClient } from '../shared/api/api-client.ts';
import { JourneyOutcomeProvider, type JourneyOutcome } from '../shared/journey-outcome/journey-outcome.tsx';
import { PageConfigProvider } from '../shared/page-config/page-config-context.tsx';
import { pageConfig } from './fixtures.ts';

interface RenderRoutesOptions {
  path?: string;
  config?: PageConfig;
  outcome?: JourneyOutcome;
}

export function testApiClient(config: PageConfig = pageConfig()): ApiClient {
  return createApiClient({ baseUrl: config.orchestration.baseUrl, paths: config.orchestration.paths });
}

/** Renders routes in a memory router inside the shared providers, as a visitor would meet them. */
export function renderRoutes(
  routes: RouteObject[] | ((api: ApiClient) => RouteObject[]),
  { path = '/', config = pageConfig(), outcome }: RenderRoutesOptions = {},
) {
  const api = testApiClient(config);
  const router = createMemoryRouter(typeof routes === 'function' ? routes(api) : routes, { initialEntries: [path] });
  const view = render(
    <PageConfigProvider config={config}>
      <ApiClientProvider client={api}>
        <JourneyOutcomeProvider initial={outcome}>
          <RouterProvider router={router} />
        </JourneyOutcomeProvider>
      </ApiClientProvider>
    </PageConfigProvider>,
  );
  return { ...view, router, api };
}
