import { useLocation } from '../../../common/navigation/router/router.tsx';
import { parseJourneyQuery } from '@quickcheck/contracts';
import type { JourneyOutcome } from '../../../common/journey-outcome/journey-outcome.tsx';
import { result } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { ResultPage } from './result-page.tsx';

/** Where a redirect landed, as a heading a test can find. */
function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return <h1>{`${name} ${pathname}${search}`}</h1>;
}

/** The result route as the journey leaves it: a decided outcome in memory, the journey's query in the address. */
export function renderResult(outcome: Partial<JourneyOutcome> | undefined, path = '/result?s=TRACK123') {
  mockApi({});
  // The journey's values as the form handed them on: the server's reading of the form's address.
  const journey = parseJourneyQuery(new URL(path, 'http://localhost').search);
  const full = outcome && { brand: 'quickcheck' as const, consumerName: 'QCHK', result: result(), journey, ...outcome };
  return renderRoutes(
    [
      { path: '/result', element: <ResultPage />, errorElement: <h1>Technical error</h1> },
      { path: '/', element: <Where name="Form" /> },
      { path: '/ob-landing', element: <Where name="Landing" /> },
    ],
    { path, outcome: full },
  );
}
