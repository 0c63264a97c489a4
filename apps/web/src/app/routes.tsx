import type { PageConfig } from '@quickcheck/contracts';
import type { RouteObject } from 'react-router';
import { createFormLoader } from '../features/quotation-form/form-loader.ts';
import { QuotationFormPage } from '../features/quotation-form/quotation-form-page.tsx';
import type { ApiClient } from '../shared/api/api-client.ts';
import { lazyRoute } from '../shared/lazy/lazy-import.ts';
import { brandOf, isTechnicalErrorBrand } from '../shared/page-config/read-page-config.ts';
import { LazyTechnicalErrorPage } from './error-boundary/lazy-technical-error.tsx';
import { RouteError } from './error-boundary/route-error.tsx';
import { AppLayout, AppLoading } from './layout/app-layout.tsx';

export interface RouteDeps {
  config: PageConfig;
  api: ApiClient;
}

/** Pages other than the form are lazy (30 s time-out, one reload for a stale chunk): out of the first load. */
const lazyPages: RouteObject[] = [
  {
    path: 'result',
    lazy: lazyRoute(async () => (await import('../features/result/result-page/result-page.tsx')).ResultPage),
  },
  {
    path: 'ob-landing',
    lazy: lazyRoute(async () => (await import('../features/open-banking/landing/ob-landing-page.tsx')).ObLandingPage),
  },
  {
    path: 'ob-pending',
    lazy: lazyRoute(async () => (await import('../features/open-banking/pending/ob-pending-page.tsx')).ObPendingPage),
  },
  {
    path: 'agreement',
    lazy: lazyRoute(async () => (await import('../features/agreement/agreement-page.tsx')).AgreementPage),
  },
];

/** CONTRACT §4 pages under the common layout; a brand on the kill-switch list sees only the error page. */
export function createRoutes({ config, api }: RouteDeps): RouteObject[] {
  const layout = { element: <AppLayout />, HydrateFallback: AppLoading, errorElement: <RouteError withShell /> };
  if (isTechnicalErrorBrand(config)) {
    return [{ ...layout, children: [{ path: '*', element: <LazyTechnicalErrorPage /> }] }];
  }
  // One route for '/' and every other path (CONTRACT §4), stage paths included: moving between
  // stages keeps the page, its answers and its form token; the token is fetched once per visit.
  const form: RouteObject = {
    loader: createFormLoader(api, brandOf(config)),
    element: <QuotationFormPage />,
    shouldRevalidate: () => false,
    children: [{ index: true }, { path: '*' }],
  };
  return [
    {
      ...layout,
      children: [
        // A pathless route keeps the header and footer around a page's error.
        { errorElement: <RouteError />, children: [form, ...lazyPages] },
      ],
    },
  ];
}
