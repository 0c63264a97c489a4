import { useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { DEFAULT_POLICY_VERSION, writeConsentCookies } from '../../common/consent/consent-cookies.ts';
import { announceConsent, type ConsentLevels } from '../../common/consent/consent-levels.ts';
import { expireOutdatedConsent, parseLatestPolicyVersion } from '../../common/consent/policy-version.ts';
import type { ConsentEventCallback } from './consent-events.ts';
import type { ConsentSettings } from './consent-settings.ts';
import { waitForDismiss } from './dismiss-wait.ts';

/** docs/product/journey.md banner states: initial, then shown or not shown; 'failed' renders nothing. */
export type ConsentPhase = 'initial' | 'shown' | 'hidden' | 'failed';

export const ACCEPT_ALL: ConsentLevels = { siteImprovement: true, advertising: true };
export const REJECT_ALL: ConsentLevels = { siteImprovement: false, advertising: false };

interface Options extends ConsentSettings {
  onEvent: ConsentEventCallback;
  /** docs/product/journey.md: the optional action the full-page variant waits for (up to 4000 ms) before closing. */
  dismissAction?: () => Promise<unknown>;
  /** The banner is in the first render (the server drew it): the hydrating page draws the same. */
  shownAtFirst?: boolean;
}

/** The banner's state machine: decides whether to ask, writes the choice, tells the callback. */
export function useCookieConsent({
  latestPolicyVersion,
  popTime,
  fullPage,
  onEvent,
  dismissAction,
  shownAtFirst = false,
}: Options) {
  // Drawn at first, the banner is still decided again below (the same cookies, the same answer).
  const [phase, setPhase] = useState<ConsentPhase>(shownAtFirst ? 'shown' : 'initial');
  const [latest, setLatest] = useState<number>();
  const [saved, setSaved] = useState<ConsentLevels>();
  const [modalOpen, setModalOpen] = useState(false);
  const [isPending, startTransition] = useTransition();
  // The callback may change identity each render; the effects below must run once.
  const emit = useRef(onEvent);
  useLayoutEffect(() => {
    emit.current = onEvent;
  });

  useEffect(() => {
    let live = true;
    emit.current({ type: 'bannerInit' });
    latestPolicyVersion
      .then((value) => {
        if (!live) return;
        const version = parseLatestPolicyVersion(value);
        const stillValid = expireOutdatedConsent(version);
        setLatest(version);
        setSaved(stillValid);
        if (stillValid) emit.current({ type: 'notDisplayed', levels: stillValid });
        setPhase(stillValid ? 'hidden' : 'shown');
      })
      .catch((error: unknown) => {
        if (!live) return;
        emit.current({ type: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        setPhase('failed');
      });
    return () => {
      live = false;
    };
  }, [latestPolicyVersion]);

  const choose = (levels: ConsentLevels, how?: 'acceptAll' | 'rejectAll') =>
    startTransition(async () => {
      if (how) emit.current({ type: how });
      writeConsentCookies({ levels, policyVersion: latest ?? DEFAULT_POLICY_VERSION, popTime });
      emit.current({ type: 'setPermissions', levels });
      announceConsent(levels);
      if (fullPage) await waitForDismiss(dismissAction);
      setSaved(levels);
      setModalOpen(false);
      setPhase('hidden');
    });

  const openModal = () =>
    // A transition: 'Manage cookies' reads 'Loading...' while the modal's lazy chunk arrives.
    startTransition(() => {
      emit.current({ type: 'openModal' });
      setModalOpen(true);
    });

  return {
    phase,
    saved,
    isPending,
    modalOpen,
    acceptAll: () => choose(ACCEPT_ALL, 'acceptAll'),
    rejectAll: () => choose(REJECT_ALL, 'rejectAll'),
    save: (levels: ConsentLevels) => choose(levels),
    openModal,
    closeModal: () => setModalOpen(false),
  };
}
