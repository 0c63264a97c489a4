import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from '../../../common/navigation/router/router.tsx';
import { Spinner } from '../../../common/ui/spinner/spinner.tsx';
import { useApiClient } from '../../../common/api/api-client-context.tsx';
import { useJourneyOutcome, type JourneyOutcome } from '../../../common/journey-outcome/journey-outcome.tsx';
import { restoreOutcome } from '../../../common/journey-outcome/outcome-snapshot.ts';
import { useBrand } from '../../../common/page-config/page-config-context.tsx';
import { hasOutcomeSnapshot } from '../../../common/session-activity/form-snapshot-storage.ts';
import { AlreadyApplied } from '../already-applied/already-applied.tsx';
import { InformationMismatch } from '../information-mismatch/information-mismatch.tsx';
import { ScoreDecline } from '../score-decline/score-decline.tsx';
import { PrintedResultHeader, SaveOrPrint } from '../save-or-print/save-or-print.tsx';
import { resultKindOf, trackResultOnce, warnAboutMissingFields } from '../track-result.ts';
import { AgreementRedirect, OpenBankingRedirect } from './result-redirects.tsx';

/** Thrown for ERROR and unknown reasons: the route's error boundary shows the technical error page. */
export class ResultError extends Error {
  constructor(reason: string) {
    super(`Quotation result: ${reason}`);
    this.name = 'ResultError';
  }
}

function DeclineOutcome({ outcome }: { outcome: JourneyOutcome }) {
  const { result, brand } = outcome;
  switch (result.reason) {
    case 'ALREADY_APPLIED_DECLINE':
      return <AlreadyApplied result={result} brand={brand} />;
    case 'INFORMATION_MISMATCH':
      return <InformationMismatch result={result} brand={brand} />;
    default:
      return <ScoreDecline result={result} brand={brand} />;
  }
}

function ResultOutcome({ outcome }: { outcome: JourneyOutcome }) {
  const { result, restored } = outcome;
  const kind = resultKindOf(result.reason);

  useEffect(() => {
    warnAboutMissingFields(result);
    // A result opened again after a refresh was counted when it was first shown.
    if (!restored) trackResultOnce(result);
  }, [result, restored]);

  if (kind === 'error') {
    // Effects never run for a render that throws, so the error is tracked here.
    if (!restored) trackResultOnce(result);
    throw new ResultError(result.reason);
  }
  if (kind === 'approved') return <AgreementRedirect outcome={outcome} />;
  if (result.openBankingUrl) return <OpenBankingRedirect url={result.openBankingUrl} journey={outcome.journey} />;
  return (
    <>
      <PrintedResultHeader result={result} />
      <DeclineOutcome outcome={outcome} />
      <SaveOrPrint result={result} />
    </>
  );
}

/**
 * A tab that had its result still has one (decision 064): after a refresh, or Back and Forward
 * into a new page, the result sealed in the tab is opened again with its session's key. One that
 * cannot be opened goes to the form like a result route with no result; a session idle too long
 * shows the timed-out page (the server refuses the key).
 */
function RestoredOutcome({ search }: { search: string }) {
  const api = useApiClient();
  const brand = useBrand();
  const { setOutcome } = useJourneyOutcome();
  const [gone, setGone] = useState(false);

  useEffect(() => {
    let current = true;
    restoreOutcome(api, brand).then(
      (restored) => {
        if (!current) return;
        if (restored) setOutcome({ ...restored, restored: true });
        else setGone(true);
      },
      () => current && setGone(true),
    );
    return () => {
      current = false;
    };
  }, [api, brand, setOutcome]);

  if (gone) return <Navigate to={{ pathname: '/', search }} replace />;
  return <Spinner message="Loading your result" />;
}

/** The result route (docs/product/journey.md): without a result in memory or in the tab, the visitor goes back to the form with their query. */
export function ResultPage() {
  const { outcome } = useJourneyOutcome();
  const { search } = useLocation();
  if (!outcome) {
    return hasOutcomeSnapshot() ? (
      <RestoredOutcome search={search} />
    ) : (
      <Navigate to={{ pathname: '/', search }} replace />
    );
  }
  // The decline pages wait for the brand's links; the brand chunk is usually cached already.
  return (
    <Suspense fallback={<Spinner message="Loading" />}>
      <ResultOutcome outcome={outcome} />
    </Suspense>
  );
}
