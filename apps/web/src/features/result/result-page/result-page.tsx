import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from '../../../shared/navigation/router/router.tsx';
import { Spinner } from '../../../shared/ui/spinner/spinner.tsx';
import { useJourneyOutcome, type JourneyOutcome } from '../../../shared/journey-outcome/journey-outcome.tsx';
import { AlreadyApplied } from '../already-applied/already-applied.tsx';
import { InformationMismatch } from '../information-mismatch/information-mismatch.tsx';
import { ScoreDecline } from '../score-decline/score-decline.tsx';
import { resultKindOf, trackResultOnce, warnAboutMissingFields } from '../track-result.ts';
import { AgreementRedirect, OpenBankingRedirect } from './result-redirects.tsx';

/** Thrown for ERROR and unknown reasons: the route's error boundary shows the technical error page. */
export class ResultError extends Error {
  constructor(reason: string) {
    super(`Quotation result: ${reason}`);
    this.name = 'ResultError';
  }
}

function ResultOutcome({ outcome }: { outcome: JourneyOutcome }) {
  const { result } = outcome;
  const kind = resultKindOf(result.reason);

  useEffect(() => {
    warnAboutMissingFields(result);
    trackResultOnce(result);
  }, [result]);

  if (kind === 'error') {
    // Effects never run for a render that throws, so the error is tracked here.
    trackResultOnce(result);
    throw new ResultError(result.reason);
  }
  if (kind === 'approved') return <AgreementRedirect outcome={outcome} />;
  if (result.openBankingUrl) return <OpenBankingRedirect url={result.openBankingUrl} journey={outcome.journey} />;
  switch (result.reason) {
    case 'ALREADY_APPLIED_DECLINE':
      return <AlreadyApplied result={result} brand={outcome.brand} />;
    case 'INFORMATION_MISMATCH':
      return <InformationMismatch result={result} brand={outcome.brand} />;
    default:
      return <ScoreDecline result={result} brand={outcome.brand} />;
  }
}

/** The result route (spec §4): without a result, the visitor goes back to the form with their query. */
export function ResultPage() {
  const { outcome } = useJourneyOutcome();
  const { search } = useLocation();
  if (!outcome) return <Navigate to={{ pathname: '/', search }} replace />;
  // The decline pages wait for the brand's links; the brand chunk is usually cached already.
  return (
    <Suspense fallback={<Spinner message="Loading" />}>
      <ResultOutcome outcome={outcome} />
    </Suspense>
  );
}
