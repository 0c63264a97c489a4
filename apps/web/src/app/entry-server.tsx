import { REVIEW_STAGE_ID, type FormDefinition, type RenderPage, type ServerEntry } from '@quickcheck/contracts';
import { renderToString } from 'react-dom/server';
import { bannerInFirstPaint } from '../features/consent/consent-settings.ts';
import { preloadCookieConsent } from '../features/consent/lazy-cookie-consent.tsx';
import { formOfResponse } from '../features/quotation-form/api/embedded-form.ts';
import { preloadStages } from '../features/quotation-form/quotation-form-page.tsx';
import { answersOfPostedFields } from '../features/quotation-form/staged-form/posted-answers.ts';
import { preloadLaterStages } from '../features/quotation-form/staged-form/staged-form.tsx';
import { stageIdOfPath } from '../features/quotation-form/staged-form/stage-paths.ts';
import { offersInFirstPaint } from '../features/experiments/offers-in-first-paint.ts';
import { createApiClient } from '../common/api/api-client.ts';
import { drawWithOffers } from '../common/experiments/offers-store.ts';
import { brandLoader } from '../common/brand/brand-loader.ts';
import { journeyFor } from '../common/page-config/journey-for.ts';
import { brandOf } from '../common/page-config/read-page-config.ts';
import { createSessionActivityStore } from '../common/session-activity/session-activity-store.ts';
import { App } from './app.tsx';
import { showsForm } from './routes.tsx';

/**
 * The lazy modules drawn on the first paint (build-manifest keys, relative to apps/web); each render
 * names those it drew, and the server links their CSS in the head and preloads their code. A drawn
 * lazy module missing here paints unstyled until its script runs (the e2e layout-shift test catches it).
 */
const STAGES_MODULE = 'src/features/quotation-form/stages/loaded-stages.tsx';
const CONSENT_MODULE = 'src/features/consent/cookie-consent.tsx';
export const drawnLazyModules: ServerEntry['drawnLazyModules'] = [STAGES_MODULE, CONSENT_MODULE];

/**
 * The stage whose Continue posted to this address: a stage's form posts to the next stage's
 * address (use-stage-location.ts), so the one before it; none for the first stage's.
 */
function stagePostedTo(definition: FormDefinition, pathname: string): string | undefined {
  const stageIds = [...definition.stages.map((stage) => stage.id), REVIEW_STAGE_ID];
  const index = stageIds.indexOf(stageIdOfPath(pathname) ?? '');
  return index > 0 ? stageIds[index - 1] : undefined;
}

/**
 * The first paint, drawn by the API server per request (Vite's SSR build of this file, loaded at
 * run time; decision 014). What the first stage needs is resolved before drawing — the brand's
 * logo and words, the staged form's code, the signed form — so the browser hydrates the same
 * markup. An edit link's form needs the owner cookie, which only /api sees: it is left to the browser.
 */
export const render: RenderPage = async ({
  config,
  pathname,
  search,
  userAgent,
  cookieHeader,
  issueForm,
  experimentOffers,
  postedFields,
}) => {
  // Decided for every page, drawn or not: a page that has them is never hidden waiting for offers.
  const offers = offersInFirstPaint(config, cookieHeader ?? '', experimentOffers);
  const decided = offers ? { offers } : {};
  // The other pages (results, open banking, agreement) stand on what this tab holds or asks for
  // itself: the browser draws them, as before server rendering.
  if (!showsForm(config, pathname)) return { html: '', ...decided };
  const brand = brandOf(config);
  // The journey the server resolved for this address (its config's), as the page will read it.
  const editing = journeyFor(config, search, search).query.quotation !== undefined;
  // A first visit's banner is the largest text on a phone's first screen: drawn here, not after hydration.
  const cookieBannerFirst = bannerInFirstPaint(config, pathname, cookieHeader ?? '');
  const [formResponse] = await Promise.all([
    editing ? undefined : issueForm(),
    brandLoader.load(brand),
    preloadStages(),
    // A server render cannot wait for a lazy chunk: any stage an address opens is drawn whole.
    preloadLaterStages(),
    cookieBannerFirst ? preloadCookieConsent() : undefined,
  ]);
  // A stage posted before the page's script took over is drawn with its answers (and embedded with them).
  const form = formResponse && formOfResponse(formResponse);
  const posted = form && postedFields ? { posted: answersOfPostedFields(form.payload.definition, postedFields) } : {};
  const postedStage = form && postedFields ? stagePostedTo(form.payload.definition, pathname) : undefined;
  // Effects do not run on the server: the client is never called while drawing.
  const api = createApiClient({ baseUrl: config.orchestration.baseUrl, paths: config.orchestration.paths });
  const html = drawWithOffers(offers, () =>
    renderToString(
      <App
        config={config}
        api={api}
        activity={createSessionActivityStore()}
        location={{ pathname, search }}
        userAgent={userAgent ?? ''}
        initialForm={form ? { ...form, ...posted } : 'browser'}
        cookieBannerFirst={cookieBannerFirst}
      />,
    ),
  );
  const lazyModules = cookieBannerFirst ? [STAGES_MODULE, CONSENT_MODULE] : [STAGES_MODULE];
  return {
    html,
    lazyModules,
    ...decided,
    ...(formResponse ? { formResponse: { ...formResponse, ...posted } } : {}),
    ...(postedStage ? { postedStage } : {}),
  };
};
