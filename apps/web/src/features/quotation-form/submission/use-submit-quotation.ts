import type { Answers, JourneyQuery } from '@quickcheck/contracts';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../../common/navigation/router/router.tsx';
import { track } from '../../../common/analytics/analytics.ts';
import { ApiFailureError } from '../../../common/api/api-failure.ts';
import { useApiClient } from '../../../common/api/api-client-context.tsx';
import { appliedExperimentData } from '../../../common/experiments/offers-store.ts';
import { useJourneyOutcome } from '../../../common/journey-outcome/journey-outcome.tsx';
import { usePrefetchOutcomePages } from '../../../common/navigation/outcome-pages-prefetch.tsx';
import { useBrand, usePageConfig } from '../../../common/page-config/page-config-context.tsx';
import { clearFormSnapshot } from '../../../common/session-activity/form-snapshot-storage.ts';
import { submitQuotation, type LoadedForm } from '../api/form-api.ts';
import { importLazily } from '../../../common/lazy/lazy-import.ts';

// Keeping the result for a refresh (decision 064): its sealing code arrives under the spinner too.
const outcomeKeeping = () => importLazily(() => import('../../../common/journey-outcome/outcome-snapshot.ts'));
const snapshotKeys = () => importLazily(() => import('../../../common/session-activity/snapshot-key.ts'));

/** The result page is shown once its seal is in the tab's storage, or after this at the latest. */
const KEEP_WAITS_AT_MOST_MS = 3_000;

// Shaping the payload is needed once, at the end: its code arrives under the spinner.
const submissionShaping = () =>
  importLazily(async () => {
    const [{ shapeSubmission }, { getVisitorId }] = await Promise.all([
      import('./shape-submission.ts'),
      import('./visitor-id.ts'),
    ]);
    return { shapeSubmission, getVisitorId };
  });

/** docs/product/journey.md: the busy indicator stays at least this long, however fast the answer. */
export const MIN_BUSY_MS = 1500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the quotation once (with the journey's values: the product id), keeps the spinner up for at least 1.5 s, then shows the result route.
 * The form comes with each call, so the page can hold this above the part that waits for the form.
 */
export function useSubmitQuotation(query: JourneyQuery) {
  const api = useApiClient();
  const brand = useBrand();
  const { downstreamVersion } = usePageConfig();
  const { setOutcome } = useJourneyOutcome();
  const navigate = useNavigate();
  const prefetchOutcomePages = usePrefetchOutcomePages();
  const { search } = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Error>();
  // A ref, not state: a second click in the same frame must already see the first one.
  const inFlight = useRef(false);

  const submit = async (form: LoadedForm, answers: Answers) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    // The spinner's 1.5 s are time enough to fetch what comes after it.
    prefetchOutcomePages();
    // Submitted answers are never brought back by a refresh.
    clearFormSnapshot();
    track('quoteSubmission', { definition: form.payload.definition.id });
    const busyAtLeast = wait(MIN_BUSY_MS);
    // Asked for beside the submission (the same session, active now), so sealing the result costs no wait.
    const sessionId = form.payload.sessionId;
    const resultKey = snapshotKeys()
      .then(({ fetchSnapshotKey }) => fetchSnapshotKey(api, sessionId))
      .catch(() => undefined);
    let shaping;
    try {
      shaping = await submissionShaping();
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const { shapeSubmission, getVisitorId } = shaping;
    const payload = shapeSubmission({
      token: form.token,
      payload: form.payload,
      answers,
      brand,
      query,
      visitorId: getVisitorId(),
      experiment: appliedExperimentData(),
    });
    const [result] = await Promise.all([submitQuotation(api, payload, { downstreamVersion }), busyAtLeast]);
    if (!result.ok) {
      track('submissionResult', { outcome: 'error', reason: 'SUBMISSION_FAILED' });
      setFailure(new ApiFailureError(result.failure));
      return;
    }
    const outcome = { result: result.data, brand, consumerName: form.payload.consumerName, journey: query };
    const kept = outcomeKeeping().then(({ keepOutcome }) => keepOutcome(api, sessionId, outcome, resultKey));
    await Promise.race([kept.catch(() => undefined), wait(KEEP_WAITS_AT_MOST_MS)]);
    setOutcome(outcome);
    await navigate({ pathname: '/result', search });
  };

  // Rendering throws so the route's error boundary shows the technical error page.
  if (failure) throw failure;
  return { submitting, submit };
}
