import type { RenderPage } from '@quickcheck/contracts';
import { renderToString } from 'react-dom/server';
import { formOfResponse } from '../features/quotation-form/api/embedded-form.ts';
import { formQueryFor } from '../features/quotation-form/api/form-query.ts';
import { createApiClient } from '../shared/api/api-client.ts';
import { brandLoader } from '../shared/brand/brand-loader.ts';
import { brandOf } from '../shared/page-config/read-page-config.ts';
import { createSessionActivityStore } from '../shared/session-activity/session-activity-store.ts';
import { App } from './app.tsx';

/**
 * The first paint, drawn by the API server per request (Vite's SSR build of this file, loaded at
 * run time). Everything the first stage needs is resolved before drawing — the brand's logo and
 * words, the signed form — so the browser hydrates the same markup. An edit link's form needs the
 * owner cookie, which only /api sees: that form is left to the browser (its space shows a spinner).
 */
export const render: RenderPage = async ({ config, pathname, search, issueForm }) => {
  const brand = brandOf(config);
  const formQuery = formQueryFor(brand, search);
  const [formResponse] = await Promise.all([
    formQuery.quotation === undefined ? issueForm(formQuery) : undefined,
    brandLoader.load(brand),
  ]);
  // Never called while drawing (the form is given, effects do not run on the server); a pending
  // answer would leave a part to the browser rather than fail the page.
  const api = createApiClient({ baseUrl: config.orchestration.baseUrl, paths: config.orchestration.paths });
  const html = renderToString(
    <App
      config={config}
      api={api}
      activity={createSessionActivityStore()}
      location={{ pathname, search }}
      {...(formResponse ? { initialForm: formOfResponse(formResponse) } : {})}
    />,
  );
  return { html, ...(formResponse ? { formResponse } : {}) };
};
