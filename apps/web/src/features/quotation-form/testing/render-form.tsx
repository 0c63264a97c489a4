import type { FormDefinition, Stage } from '@quickcheck/contracts';
import { formPayload, formToken } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { createFormLoader } from '../form-loader.ts';
import { QuotationFormPage } from '../quotation-form-page.tsx';

/** The form route as the app mounts it, with a stand-in result route and error page. */
export function renderForm(path = '/') {
  return renderRoutes(
    (api) => [
      {
        path: '/',
        loader: createFormLoader(api, 'quickcheck'),
        element: <QuotationFormPage />,
        errorElement: <h1>Oops</h1>,
        HydrateFallback: () => <p>Loading</p>,
        // As in the app: every stage's path is this one route, and the form is fetched once.
        shouldRevalidate: () => false,
        children: [{ index: true }, { path: '*' }],
      },
      { path: '/result', element: <h1>Result route</h1> },
    ],
    { path },
  );
}

/** A form token whose definition has only the given stages. */
export function tokenWithStages(stages: Stage[], id = 'qco-standard'): string {
  const definition: FormDefinition = { id, stages };
  return formToken(formPayload({ definition }));
}
