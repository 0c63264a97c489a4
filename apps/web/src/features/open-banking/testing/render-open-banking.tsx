import { useJourneyOutcome } from '../../../common/journey-outcome/journey-outcome.tsx';
import { useLocation } from '../../../common/navigation/router/router.tsx';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { ObLandingPage } from '../landing/ob-landing-page.tsx';
import { ObPendingPage } from '../pending/ob-pending-page.tsx';

/** Stands in for the result route: says which result it was handed, and names the address, journey codes and consumer. */
function ResultProbe() {
  const { outcome } = useJourneyOutcome();
  const { search } = useLocation();
  return (
    <>
      <h1>Result {outcome?.result.reason}</h1>
      <p>
        Address {search}; codes {JSON.stringify(outcome?.journey)}
      </p>
      <p>Consumer {outcome?.consumerName}</p>
    </>
  );
}

function ErrorProbe({ error }: { error: unknown }) {
  return <h1>Technical error: {error instanceof Error ? error.message : 'unknown'}</h1>;
}

/** The open-banking pages between a form stand-in and the result route, as a visitor meets them. */
export function renderOpenBanking(path: string) {
  return renderRoutes(
    [
      { path: '/', element: <h1>The form</h1> },
      { path: '/ob-landing', element: <ObLandingPage /> },
      { path: '/ob-pending', element: <ObPendingPage /> },
      { path: '/result', element: <ResultProbe /> },
    ],
    { path, errorElement: (error) => <ErrorProbe error={error} /> },
  );
}
