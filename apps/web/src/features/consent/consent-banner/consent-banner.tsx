import { useRef } from 'react';
import { CookieBanner } from '../../../common/ui/cookie-banner/cookie-banner.tsx';
import { Link } from '../../../common/ui/link/link.tsx';
import { ConsentButton } from '../consent-button/consent-button.tsx';
import { ConsentChoices } from '../consent-choices/consent-choices.tsx';
import { CONSENT_TEXT } from '../consent-texts.ts';
import styles from './consent-banner.module.css';
import { useBannerClearance } from './use-banner-clearance.ts';

interface ConsentBannerProps {
  policyUrl: string;
  pending: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onManage: () => void;
}

/** docs/product/screens.md item 11: Accept all and Reject all side by side, equally prominent (the ICO's position). */
export function ConsentBanner({ policyUrl, pending, onAcceptAll, onRejectAll, onManage }: ConsentBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useBannerClearance(ref);

  return (
    <div ref={ref}>
      <CookieBanner
        heading={CONSENT_TEXT.bannerHeading}
        actions={
          <>
            <ConsentChoices pending={pending} onAcceptAll={onAcceptAll} onRejectAll={onRejectAll} />
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
