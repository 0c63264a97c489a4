import { useCallback } from 'react';
import { trackConsent } from '../../common/analytics/analytics.ts';
import { reportClientError } from '../../common/api/report-client-error.ts';
import { usePageConfig } from '../../common/page-config/page-config-context.tsx';
import { consentAnalyticsEvent, type ConsentEventCallback } from './consent-events.ts';

/**
 * The app's consent event callback: every consent event goes to analytics (always allowed: it is
 * the record of the choice), and a banner failure to monitoring too (docs/product/calls-and-errors.md#errors).
 */
export function useReportConsentEvent(): ConsentEventCallback {
  const { orchestration } = usePageConfig();
  return useCallback(
    (event) => {
      const { name, data } = consentAnalyticsEvent(event);
      trackConsent(name, data);
      if (event.type === 'error') {
        reportClientError(orchestration.baseUrl, event.error, orchestration.paths.clientErrors, {
          consentBanner: true,
        });
      }
    },
    [orchestration],
  );
}
