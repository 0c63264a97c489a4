import { useState } from 'react';
import { track } from '../../../common/analytics/analytics.ts';
import { useOfferContent } from '../../../common/experiments/offers-store.ts';
import { trackCta } from '../../../common/analytics/track-interactions.ts';
import { Button } from '../../../common/ui/button/button.tsx';
import { lazyComponent } from '../../../common/lazy/lazy-import.ts';
import { OnceOpened } from '../../../common/lazy/once-opened.tsx';
import { reasonsFor, withOfferWording, type HeroReason } from './hero-reasons.ts';
import styles from './hero.module.css';

const HeroReasonDialog = lazyComponent(async () => (await import('./hero-reason-dialog.tsx')).HeroReasonDialog);

/**
 * The hero's reasons (docs/product/screens.md screen 1). In instant-issuance mode each reason is a button
 * that opens an explanatory modal; otherwise they are a plain list.
 */
export function Hero({ instantIssuance }: { instantIssuance: boolean }) {
  const [open, setOpen] = useState<HeroReason>();
  const reasons = withOfferWording(reasonsFor(instantIssuance), useOfferContent());
  const show = (reason: HeroReason) => {
    trackCta('heroReason', { modal: reason.id });
    track('modalOpen', { modal: reason.id });
    setOpen(reason);
  };
  return (
    <>
      <ul className={styles.reasons} aria-label="Why use QuickCheck">
        {reasons.map((reason) => (
          <li key={reason.id}>
            {instantIssuance ? (
              <Button variant="link" className={styles.reasonButton} onClick={() => show(reason)}>
                {reason.label}
              </Button>
            ) : (
              reason.label
            )}
          </li>
        ))}
      </ul>
      <OnceOpened open={open !== undefined}>
        <HeroReasonDialog reason={open} onClose={() => setOpen(undefined)} />
      </OnceOpened>
    </>
  );
}
