import { PAGE_PATH, type PageConfig } from '@quickcheck/contracts';
import { Suspense } from 'react';
import { FormRoute } from '../features/quotation-form/form-route.tsx';
import { lazyPage } from '../common/lazy/lazy-import.ts';
import { OutcomePagesPrefetchProvider } from '../common/navigation/outcome-pages-prefetch.tsx';
import { RouteErrorBoundary } from '../common/navigation/router/route-error-boundary.tsx';
import { Route, Switch } from '../common/navigation/router/router.tsx';
import { isTechnicalErrorBrand } from '../common/page-config/read-page-config.ts';
import { LazyTechnicalErrorPage } from './error-boundary/lazy-technical-error.tsx';
import { RouteError } from './error-boundary/route-error.tsx';
import { AppLayout, AppLoading, PageLoading } from './layout/app-layout.tsx';

/**
 * Pages other than the form are lazy (30 s time-out, one reload for a stale chunk): out of the
 * first load. While one loads, the loading indicator shows after 200 ms.
 */
const ResultPage = lazyPage(
  async () => (await import('../features/result/result-page/result-page.tsx')).ResultPage,
  PageLoading,
);
const ObLandingPage = lazyPage(
  async () => (await import('../features/open-banking/landing/ob-landing-page.tsx')).ObLandingPage,
  PageLoading,
);
const ObPendingPage = lazyPage(
  async () => (await import('../features/open-banking/pending/ob-pending-page.tsx')).ObPendingPage,
  PageLoading,
);
const AgreementPage = lazyPage(
  async () => (await import('../features/agreement/agreement-page.tsx')).AgreementPage,
  PageLoading,
);

/**
 * What a submission's answer can show at once (docs/product/journey.md): the result page, and from it the
 * open-banking landing (an in-app move). An offer leaves for the agreement host with a full
 * page load: fetching the stand-in's chunk now puts it in the browser's cache (assets are
 * immutable) for that load. The pending page comes only after the bank's site, on a new load.
 */
function prefetchOutcomePages() {
  ResultPage.prefetch();
  ObLandingPage.prefetch();
  AgreementPage.prefetch();
}

/** docs/product/contract.md#pages pages other than the form, by path; every other path is the form. */
const PAGES_BESIDE_THE_FORM = {
  [PAGE_PATH.result]: ResultPage,
  [PAGE_PATH.obLanding]: ObLandingPage,
  [PAGE_PATH.obPending]: ObPendingPage,
  [PAGE_PATH.agreement]: AgreementPage,
};

/** Whether an address shows the form (the server issues a form only for those). */
export function showsForm(config: PageConfig, pathname: string): boolean {
  return !isTechnicalErrorBrand(config) && !Object.hasOwn(PAGES_BESIDE_THE_FORM, pathname);
}

/** docs/product/contract.md#pages pages under the common layout; a brand on the kill-switch list sees only the error page. */
export function AppRoutes({ config }: { config: PageConfig }) {
  return (
    <RouteErrorBoundary fallback={(error) => <RouteError error={error} withShell />}>
      <Suspense fallback={<AppLoading />}>
        <AppLayout>
          {/* Inside the layout: the header and footer stay around a page's error. */}
          <RouteErrorBoundary fallback={(error) => <RouteError error={error} />}>
            {/* Anything else lazy below (a brand chunk) shows the loading indicator after 200 ms too. */}
            <Suspense fallback={<PageLoading />}>
              {isTechnicalErrorBrand(config) ? (
                <LazyTechnicalErrorPage />
              ) : (
                <OutcomePagesPrefetchProvider prefetch={prefetchOutcomePages}>
                  <Pages />
                </OutcomePagesPrefetchProvider>
              )}
            </Suspense>
          </RouteErrorBoundary>
        </AppLayout>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * One route for '/' and every other path (docs/product/contract.md#pages), stage paths included: moving between
 * stages keeps the page, its answers and its form token; the token is fetched once per visit.
 */
function Pages() {
  return (
    <Switch>
      {Object.entries(PAGES_BESIDE_THE_FORM).map(([path, page]) => (
        <Route key={path} path={path} component={page} />
      ))}
      <Route path="*" component={FormRoute} />
    </Switch>
  );
}
