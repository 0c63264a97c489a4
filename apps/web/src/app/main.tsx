import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startAdvertisingTagLoader } from '../features/consent/advertising/load-advertising-tag.ts';
import { bannerInFirstPaint, expireOutdatedConsentOnLoad } from '../features/consent/consent-settings.ts';
import { preloadCookieConsent } from '../features/consent/lazy-cookie-consent.tsx';
import { configureAnalytics } from '../common/analytics/analytics.ts';
import { createApiClient } from '../common/api/api-client.ts';
import { reportUncaughtErrors } from '../common/monitoring/report-uncaught-errors.ts';
import { brandOf, readPageConfig } from '../common/page-config/read-page-config.ts';
import { createSessionActivityStore } from '../common/session-activity/session-activity-store.ts';
import { readEmbeddedForm } from '../features/quotation-form/api/embedded-form.ts';
import { preloadStages } from '../features/quotation-form/quotation-form-page.tsx';
import { reportClientError } from '../common/api/report-client-error.ts';
import { brandLoader } from '../common/brand/brand-loader.ts';
import { hasFormSnapshot } from '../common/session-activity/form-snapshot-storage.ts';
import { importLazily } from '../common/lazy/lazy-import.ts';
import { namesInHash } from '../common/query/hash-names.ts';
import { whenExperimentsHaveWork } from '../features/experiments/when-experiments-have-work.ts';
import { startFieldVitalsWithConsent } from '../features/field-vitals/start-field-vitals.ts';
import { applyOffers } from '../common/experiments/offers-store.ts';
import { App } from './app.tsx';
import { applyDevFallback } from './dev-fallback.ts';
import { loadBrandFontsAfterFirstPaint } from './load-brand-fonts.ts';
import './styles/global.css';
// The fallback theme, generated from the brand tokens (vite.config.ts).
import 'virtual:default-theme.css';

const config = readPageConfig();
applyDevFallback(brandOf(config));
loadBrandFontsAfterFirstPaint();

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
// Offers the server decided from this visit's cookies (decision 008) apply before the first render:
// the page is drawn and hydrated in the visitor's wording, and nothing is hidden or swapped.
const drawnOffers = config.experimentOffers;
if (drawnOffers) applyOffers(drawnOffers);
// Otherwise a returning visitor's page is hidden until offers apply (docs/product/journey.md). Its code is not in the
// first load: it runs as soon as it arrives (the server-drawn page is on screen before any script
// anyway). Without site-improvement consent and no tracking id to forget it has nothing to do until a choice.
whenExperimentsHaveWork(() =>
  importLazily(() => import('../features/experiments/start-experiments.ts')).then(
    ({ startExperiments }) => void startExperiments(api, root, drawnOffers),
    (error: unknown) => reportClientError(config.orchestration.baseUrl, error, config.orchestration.paths.clientErrors),
  ),
);

// Field vitals only with site-improvement consent: their code is fetched only then.
const loadedPath = window.location.pathname;
startFieldVitalsWithConsent(
  () =>
    void importLazily(() => import('../features/field-vitals/report-field-vitals.ts')).then(
      ({ reportFieldVitals }) => reportFieldVitals(brandOf(config), loadedPath),
      (error: unknown) =>
        reportClientError(config.orchestration.baseUrl, error, config.orchestration.paths.clientErrors),
    ),
);

const embeddedForm = readEmbeddedForm();
// A refreshed form resumes the tab's sealed snapshot (decision 011), and names in the hash never
// reach the server: such a page is drawn afresh rather than hydrated, so nothing mismatches.
const fromHash = namesInHash(window.location.hash);
const hydrate = root.hasChildNodes() && !hasFormSnapshot() && !fromHash.firstName && !fromHash.lastName;

// The server drew a first visit's banner from the same cookies (the outdated choice expired above
// was outdated there too): the hydrating page draws it as well.
const cookieBannerFirst = hydrate && bannerInFirstPaint(config, window.location.pathname, document.cookie);

// Fetched at once (the page head preloads them); hydration does not wait for them: the parts that
// need them keep the server's markup until they arrive (a tap on such a part meanwhile is lost).
void brandLoader.load(brandOf(config));
if (hydrate) void preloadStages();
if (cookieBannerFirst) void preloadCookieConsent();

const app = (
  <App
    config={config}
    api={api}
    activity={activity}
    userAgent={navigator.userAgent}
    hydrating={hydrate}
    cookieBannerFirst={cookieBannerFirst}
    {...(hydrate && embeddedForm ? { initialForm: embeddedForm } : {})}
  />
);
if (hydrate) {
  // A transition: the drawn page is already on screen, so hydrating it yields to the browser between
  // components instead of one long task (issue 12's TBT); a tap meanwhile hydrates its part at once.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch is recovered by React (it draws that part afresh); monitoring hears of it.
      onRecoverableError: (error) =>
        reportClientError(config.orchestration.baseUrl, error, config.orchestration.paths.clientErrors),
    });
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
