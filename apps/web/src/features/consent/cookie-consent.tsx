import { Suspense, useEffect, useRef, useState } from 'react';
import { flushAnalytics } from '../../common/analytics/analytics.ts';
import { useBrandModule } from '../../common/brand/use-brand-module.ts';
import { lazyComponent } from '../../common/lazy/lazy-import.ts';
import { NOTHING_OPTIONAL } from '../../common/consent/consent-levels.ts';
import { onConsentSettingsRequest } from '../../common/consent/settings-request.ts';
import { useLocation } from '../../common/navigation/router/router.tsx';
import { usePageConfig } from '../../common/page-config/page-config-context.tsx';
import { ConsentBanner } from './consent-banner/consent-banner.tsx';
import { ConsentErrorBoundary } from './consent-error-boundary.tsx';
import type { ConsentEventCallback } from './consent-events.ts';
import { consentSettingsFor, type ConsentSettings } from './consent-settings.ts';
import { useCookieConsent } from './use-cookie-consent.ts';
import { useReportConsentEvent } from './use-report-consent-event.ts';

// Only the banner is in the first load: the modal and the full-page variant arrive when needed,
// through the guarded loader (docs/product/calls-and-errors.md#errors: a chunk a deploy replaced reloads the page, once).
const PreferencesModal = lazyComponent(
  async () => (await import('./preferences-modal/preferences-modal.tsx')).PreferencesModal,
);
const FullPageConsent = lazyComponent(
  async () => (await import('./full-page-consent/full-page-consent.tsx')).FullPageConsent,
);

interface CookieConsentProps {
  /** Id of the element focus returns to when the banner closes (the main content). */
  returnFocusTo: string;
  /** The consent event callback; by default analytics, plus monitoring for failures. */
  onConsentEvent?: ConsentEventCallback;
  /** docs/product/journey.md optional dismiss action; by default the consent record is sent before the page continues. */
  dismissAction?: () => Promise<unknown>;
  /** Tests pass their own; the app reads the page config and the address. */
  settings?: ConsentSettings;
  /** The banner is in the first paint (`bannerInFirstPaint`): drawn by the server, hydrated as drawn. */
  shownAtFirst?: boolean;
}

/** docs/product/screens.md item 11 and docs/product/journey.md 'Cookie banner': asks once per policy version, in the banner or the full page. */
export function CookieConsent(props: CookieConsentProps) {
  const report = useReportConsentEvent();
  const onEvent = props.onConsentEvent ?? report;
  return (
    <ConsentErrorBoundary onError={(error) => onEvent({ type: 'error', error })}>
      <ConsentFlow {...props} onConsentEvent={onEvent} />
    </ConsentErrorBoundary>
  );
}

function ConsentFlow({
  returnFocusTo,
  onConsentEvent,
  dismissAction = flushAnalytics,
  settings,
  shownAtFirst,
}: CookieConsentProps) {
  const config = usePageConfig();
  const { pathname } = useLocation();
  const [ownSettings] = useState(() => settings ?? consentSettingsFor(config, pathname));
  const consent = useCookieConsent({
    ...ownSettings,
    onEvent: onConsentEvent ?? (() => undefined),
    dismissAction,
    shownAtFirst,
  });
  const brand = useBrandModule();
  const visible = consent.phase === 'shown' && brand !== 'loading';
  const policyUrl = brand === 'loading' ? '' : (brand?.content.cookiePolicyUrl ?? '/');

  const rendered = useRef(false);
  useEffect(() => {
    if (visible && !rendered.current) {
      rendered.current = true;
      onConsentEvent?.({ type: 'firstRender' });
    }
    // A keyboard user who just chose must not be left on a vanished button: go on from the main content.
    if (consent.phase === 'hidden' && rendered.current && document.activeElement === document.body) {
      document.getElementById(returnFocusTo)?.focus();
    }
  }, [visible, consent.phase, onConsentEvent, returnFocusTo]);

  // The footer's 'Cookie settings' reopens the preferences once the first decision (ask or not) is made.
  const settled = consent.phase === 'hidden' || (consent.phase === 'shown' && !ownSettings.fullPage);
  const { openModal } = consent;
  const openRef = useRef(openModal);
  useEffect(() => {
    openRef.current = openModal;
  });
  useEffect(() => (settled ? onConsentSettingsRequest(() => openRef.current()) : undefined), [settled]);

  const modal =
    consent.modalOpen && brand !== 'loading' ? (
      <Suspense fallback={null}>
        <PreferencesModal
          policyUrl={policyUrl}
          initial={consent.saved ?? NOTHING_OPTIONAL}
          pending={consent.isPending}
          onSave={consent.save}
          onClose={consent.closeModal}
        />
      </Suspense>
    ) : null;

  // Reopened from the footer after a choice: the modal alone, over the page.
  if (!visible) return modal;
  if (ownSettings.fullPage) {
    return (
      <Suspense fallback={null}>
        <FullPageConsent
          policyUrl={policyUrl}
          pending={consent.isPending}
          onAcceptAll={consent.acceptAll}
          onRejectAll={consent.rejectAll}
          onSave={consent.save}
        />
      </Suspense>
    );
  }
  return (
    <>
      <ConsentBanner
        policyUrl={policyUrl}
        pending={consent.isPending}
        onAcceptAll={consent.acceptAll}
        onRejectAll={consent.rejectAll}
        onManage={consent.openModal}
      />
      {modal}
    </>
  );
}
