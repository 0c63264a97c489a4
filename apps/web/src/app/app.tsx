import type { PageConfig } from '@quickcheck/contracts';
import { StrictMode } from 'react';
import { LazyCookieConsent } from '../features/consent/lazy-cookie-consent.tsx';
import { InitialFormProvider, type InitialForm } from '../features/quotation-form/form-route.tsx';
import type { ApiClient } from '../common/api/api-client.ts';
import { HydratingProvider } from '../common/brand/hydration-context.tsx';
import { UserAgentProvider } from '../common/device/user-agent-context.tsx';
import { AppRouter } from '../common/navigation/router/router.tsx';
import type { SessionActivityStore } from '../common/session-activity/session-activity-store.ts';
import { MAIN_CONTENT_ID, SkipToContent } from './layout/app-shell.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

export interface AppProps {
  config: PageConfig;
  api: ApiClient;
  activity: SessionActivityStore;
  /** Server render: the request's address (the browser reads its own). */
  location?: { pathname: string; search: string };
  /** The browser hydrates server-drawn markup (brand parts wait for their chunk instead of a placeholder). */
  hydrating?: boolean;
  /** The request's user agent on the server, the browser's own otherwise (device-dependent parts). */
  userAgent: string;
  /** A form the server has loaded: the form page draws it without a form call ('browser': left to the browser). */
  initialForm?: InitialForm;
  /** A first visit's cookie banner is in the first paint: drawn by the server, hydrated as drawn. */
  cookieBannerFirst?: boolean;
}

/**
 * The whole page below #root, for the browser and the server alike: nothing here reads the
 * window or storage while rendering (effects only), so it can be rendered to a string.
 */
export function App({
  config,
  api,
  activity,
  location,
  initialForm,
  userAgent,
  hydrating = false,
  cookieBannerFirst = false,
}: AppProps) {
  return (
    <StrictMode>
      <UserAgentProvider userAgent={userAgent}>
        <HydratingProvider hydrating={hydrating}>
          <AppProviders config={config} api={api} activity={activity}>
            <AppRouter ssr={location}>
              {/* 'Skip to content' first, whatever else shows (issue 34); then the cookie choice, before the page. */}
              <SkipToContent />
              <LazyCookieConsent returnFocusTo={MAIN_CONTENT_ID} shownAtFirst={cookieBannerFirst} />
              <InitialFormProvider form={initialForm}>
                <AppRoutes config={config} />
              </InitialFormProvider>
            </AppRouter>
          </AppProviders>
        </HydratingProvider>
      </UserAgentProvider>
    </StrictMode>
  );
}
