import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureAnalytics } from '../shared/analytics/analytics.ts';
import { startExperiments } from '../features/experiments/start-experiments.ts';
import { createApiClient } from '../shared/api/api-client.ts';
import { brandOf, readPageConfig } from '../shared/page-config/read-page-config.ts';
import { createSessionActivityStore } from '../shared/session-activity/session-activity-store.ts';
import { applyDevFallback } from './dev-fallback.ts';
import { AppProviders } from './providers.tsx';
import { createRoutes } from './routes.tsx';
import './styles/global.css';

const config = readPageConfig();
applyDevFallback(brandOf(config));

const activity = createSessionActivityStore();
const api = createApiClient({
  baseUrl: config.orchestration.baseUrl,
  paths: config.orchestration.paths,
  onSessionInactive: activity.timeOut,
});
configureAnalytics(api.url(api.path('events')));
const router = createBrowserRouter(createRoutes({ config, api }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Before the first render: a returning visitor's page is hidden until offers apply (spec §4).
startExperiments(api, root);

createRoot(root).render(
  <StrictMode>
    <AppProviders config={config} api={api} activity={activity}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
