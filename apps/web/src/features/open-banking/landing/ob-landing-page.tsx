import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from '../../../common/navigation/router/router.tsx';
import { track } from '../../../common/analytics/analytics.ts';
import { Button } from '../../../common/ui/button/button.tsx';
import { List } from '../../../common/ui/list/list.tsx';
import { PageContent } from '../../../common/ui/page-content/page-content.tsx';
import { AreYouSureModal } from '../are-you-sure-modal/are-you-sure-modal.tsx';
import { HowItWorks } from '../how-it-works/how-it-works.tsx';
import { OB_TEXT } from '../open-banking-text.ts';
import { useJourneyOutcome } from '../../../common/journey-outcome/journey-outcome.tsx';
import { useJourney, useLandingJourney } from '../../../common/page-config/page-config-context.tsx';
import { storeJourney } from '../stored-journey.ts';
import { storeQuotation } from '../stored-quotation.ts';
import styles from './ob-landing.module.css';
import { useLandingActions } from './use-landing-actions.ts';
import { PAGE_NAMES, useDocumentTitle } from '../../../common/document-title/use-document-title.ts';

/** docs/product/screens.md screen 6. Shows nothing about the quotation itself: the server answers only its owner. */
function Landing({ quotation }: { quotation: string }) {
  useDocumentTitle(PAGE_NAMES.openBankingLanding);
  const { busy, link, understand } = useLandingActions(quotation);
  const journey = useLandingJourney();
  const { outcome } = useJourneyOutcome();
  const addressJourney = useJourney();
  // The form's consumer when the visitor came from it in this tab, else this address's.
  const consumerName = outcome?.consumerName ?? addressJourney.consumerName;
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    storeQuotation(quotation);
    storeJourney(journey, consumerName);
  }, [quotation, journey, consumerName]);

  const noThanks = () => {
    track('modalOpen', { modal: 'ob-are-you-sure' });
    setAsking(true);
  };

  return (
    <PageContent title={OB_TEXT.landingTitle} subtitle={OB_TEXT.landingSubtitle}>
      <div className={styles.bullets}>
        <List items={OB_TEXT.bullets} />
      </div>
      <HowItWorks />
      <div className={styles.actions}>
        <Button onClick={() => void link()} disabled={busy} aria-describedby="ob-powered-by">
          {OB_TEXT.link}
        </Button>
        <p id="ob-powered-by" className={styles.poweredBy}>
          {OB_TEXT.poweredBy}
        </p>
        <Button variant="text-link" onClick={noThanks} disabled={busy}>
          {OB_TEXT.noThanks}
        </Button>
      </div>
      <p className={styles.access}>{OB_TEXT.access}</p>
      <AreYouSureModal
        open={asking}
        busy={busy}
        onClose={() => setAsking(false)}
        onUnderstand={() => void understand()}
        onLink={() => void link()}
      />
    </PageContent>
  );
}

export function ObLandingPage() {
  const [params] = useSearchParams();
  const quotation = params.get('quotation');
  // docs/product/screens.md: without a quotation there is nothing to link, so the visitor goes back to the start.
  if (!quotation) return <Navigate to="/" replace />;
  return <Landing quotation={quotation} />;
}
