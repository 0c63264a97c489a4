import { useLayoutEffect, useRef } from 'react';
import { CookieBanner } from '../../../shared/ui/cookie-banner/cookie-banner.tsx';
import { Link } from '../../../shared/ui/link/link.tsx';
import { ConsentButton } from '../consent-button/consent-button.tsx';
import { CONSENT_TEXT } from '../consent-texts.ts';
import styles from './consent-banner.module.css';
import { useBannerClearance } from './use-banner-clearance.ts';

interface ConsentBannerProps {
  policyUrl: string;
  pending: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onManage: () => void;
  /** Where focus goes when the banner closes with focus inside it (the main content). */
  returnFocusTo: string;
}

/** Spec §2 item 11: Accept all and Reject all side by side, equally prominent (the ICO's position). */
export function ConsentBanner({
  policyUrl,
  pending,
  onAcceptAll,
  onRejectAll,
  onManage,
  returnFocusTo,
}: ConsentBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useBannerClearance(ref);

  useLayoutEffect(() => {
    const banner = ref.current;
    return () => {
      // A keyboard user who chose must not be left on a vanished button: continue from the main content.
      const active = document.activeElement;
      if (!active || active === document.body || banner?.contains(active))
        document.getElementById(returnFocusTo)?.focus();
    };
  }, [returnFocusTo]);

  return (
    <div ref={ref}>
      <CookieBanner
        heading={CONSENT_TEXT.bannerHeading}
        actions={
          <>
            <ConsentButton pending={pending} onClick={onAcceptAll}>
              {CONSENT_TEXT.acceptAll}
            </ConsentButton>
            <ConsentButton pending={pending} onClick={onRejectAll}>
              {CONSENT_TEXT.rejectAll}
            </ConsentButton>
            <ConsentButton pending={pending} onClick={onManage} variant="secondary">
              {CONSENT_TEXT.manage}
            </ConsentButton>
          </>
        }
      >
        <p className={styles.message}>
          {CONSENT_TEXT.bannerMessage}{' '}
          <Link href={policyUrl} newTab>
            {CONSENT_TEXT.bannerPolicyLink}
          </Link>
        </p>
      </CookieBanner>
    </div>
  );
}
