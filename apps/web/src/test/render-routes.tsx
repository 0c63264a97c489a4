import type { PageConfig } from '@quickcheck/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiClientProvider } from '../common/api/api-client-context.tsx';
import { createApiClient, type ApiClient } from '../common/api/api-client.ts';
import { JourneyOutcomeProvider, type JourneyOutcome } from '../common/journey-outcome/journey-outcome.tsx';
import { RouteErrorBoundary } from '../common/navigation/router/route-error-boundary.tsx';
import { AppRouter, memoryLocation, Route, Switch } from '../common/navigation/router/router.tsx';
import { PageConfigProvider } from '../common/page-config/page-config-context.tsx';
import { brandOf } from '../common/page-config/read-page-config.ts';
import { pageConfig, servedJourney } from './fixtures.ts';

type ErrorElement = ReactNode | ((error: unknown) => ReactNode);

export interface TestRoute {
  /** A wouter pattern: '/result', or '*' for every other path (the first match wins). */
  path: string;
  element: ReactNode;
  /** Shown instead of the page when it throws (while rendering or loading). */
  errorElement?: ErrorElement;
}

interface RenderRoutesOptions {
  path?: string;
  config?: PageConfig;
  outcome?: JourneyOutcome;
  /** Around every route: an error no route caught. */
  errorElement?: ErrorElement;
}

export function testApiClient(config: PageConfig = pageConfig()): ApiClient {
  return createApiClient({ baseUrl: config.orchestration.baseUrl, paths: config.orchestration.paths });
}

function withErrorElement(errorElement: ErrorElement | undefined, children: ReactNode) {
  if (errorElement === undefined) return children;
  const fallback = (error: unknown) => (typeof errorElement === 'function' ? errorElement(error) : errorElement);
  return <RouteErrorBoundary fallback={fallback}>{children}</RouteErrorBoundary>;
}

/** The query of a test path ('/x?a=1#h' → '?a=1'). */
const searchOf = (path: string) => new URL(path, 'http://localhost').search;

/** Renders routes at an in-memory address inside the shared providers, as a visitor would meet them. */
export function renderRoutes(
  routes: TestRoute[] | ((api: ApiClient) => TestRoute[]),
  { path = '/', config = pageConfig(), outcome, errorElement }: RenderRoutesOptions = {},
) {
  const api = testApiClient(config);
  // Plays the server: a page's config carries the journey it read from the address (journey-context.ts).
  const served = config.journey ? config : { ...config, journey: servedJourney(brandOf(config), searchOf(path)) };
  // The memory location keeps path and query; the hash is read from the document, as in the app.
  const [address = '/', hash = ''] = path.split('#');
  window.history.replaceState(null, '', hash ? `#${hash}` : window.location.pathname);
  const location = memoryLocation({ path: address, record: true });
  const view = render(
    <PageConfigProvider config={served}>
      <ApiClientProvider client={api}>
        <JourneyOutcomeProvider initial={outcome}>
          <AppRouter hook={location.hook} searchHook={location.searchHook}>
            {withErrorElement(
              errorElement,
              <Switch>
                {(typeof routes === 'function' ? routes(api) : routes).map((route) => (
                  <Route key={route.path} path={route.path}>
                    {withErrorElement(route.errorElement, route.element)}
                  </Route>
                ))}
              </Switch>,
            )}
          </AppRouter>
        </JourneyOutcomeProvider>
      </ApiClientProvider>
    </PageConfigProvider>,
  );
  return { ...view, api, location };
}
