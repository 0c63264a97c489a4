import type { FormDefinition, PageConfig, Stage } from '@quickcheck/contracts';
import { act } from '@testing-library/react';
import { OutcomePagesPrefetchProvider } from '../../../common/navigation/outcome-pages-prefetch.tsx';
import { formPayload, formToken } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { FormRoute } from '../form-route.tsx';

/**
 * The form route as the app mounts it, with a stand-in result route and error page, and the app's
 * prefetch of the outcome pages (a stand-in too). Awaited: the form page suspends on the form call,
 * and React retries only after an awaited act().
 */
export async function renderForm(
  path = '/',
  { config, prefetchOutcomePages = () => undefined }: { config?: PageConfig; prefetchOutcomePages?: () => void } = {},
) {
  let view: ReturnType<typeof renderRoutes> | undefined;
  await act(async () => {
    view = renderRoutes(
      [
        { path: '/result', element: <h1>Result route</h1> },
        // As in the app: every stage's path is this one route, and the form is fetched once.
        {
          path: '*',
          element: (
            <OutcomePagesPrefetchProvider prefetch={prefetchOutcomePages}>
              <FormRoute />
            </OutcomePagesPrefetchProvider>
          ),
          errorElement: <h1>Oops</h1>,
        },
      ],
      { path, ...(config ? { config } : {}) },
    );
  });
  return view!;
}

/** A form token whose definition has only the given stages. */
export function tokenWithStages(stages: Stage[], id = 'qco-standard'): string {
  const definition: FormDefinition = { id, stages };
  return formToken(formPayload({ definition }));
}
