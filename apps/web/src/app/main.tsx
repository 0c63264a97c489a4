import { createRoot } from 'react-dom/client';
import { startAdvertisingTagLoader } from '../features/consent/advertising/load-advertising-tag.ts';
import { expireOutdatedConsentOnLoad } from '../features/consent/consent-settings.ts';
import { configureAnalytics } from '../shared/analytics/analytics.ts';
import { startExperiments } from '../features/experiments/start-experiments.ts';
import { createApiClient } from '../shared/api/api-client.ts';
import { reportUncaughtErrors } from '../shared/monitoring/report-uncaught-errors.ts';
import { brandOf, readPageConfig } from '../shared/page-config/read-page-config.ts';
import { createSessionActivityStore } from '../shared/session-activity/session-activity-store.ts';
import { App } from './app.tsx';
import { applyDevFallback } from './dev-fallback.ts';
import './styles/global.css';

const config = readPageConfig();
applyDevFallback(brandOf(config));

const activity = createSessionActivityStore();
const api = createApiClient({
  baseUrl: config.orchestration.baseUrl,
  paths: config.orchestration.paths,
  onSessionInactive: activity.timeOut,
});
reportUncaughtErrors(config.orchestration.baseUrl, config.orchestration.paths.clientErrors);
// Consent first: an outdated choice is gone before analytics or the advertising loader reads it.
expireOutdatedConsentOnLoad(config);
configureAnalytics(api.url(api.path('events')));
startAdvertisingTagLoader();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Before the first render: a returning visitor's page is hidden until offers apply (spec §4).
startExperiments(api, root);

createRoot(root).render(<App config={config} api={api} activity={activity} />);
