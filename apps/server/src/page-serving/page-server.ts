import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  validateStage,
  type Answers,
  type FormResponsePayload,
  type PageConfig,
  type PostedFields,
  type ServerEntry,
  type ServerRenderResult,
} from '@quickcheck/contracts';
import type { ServerConfig } from '../config/env.ts';
import type { Queryable } from '../db/db.ts';
import { offersFor } from '../experiments/assignment.ts';
import type { Activity } from '../experiments/activities.ts';
import { recordFormRender } from '../form-session/form-session-repo.ts';
import { issueFormForPage, type FormIssuer } from '../quotation/issue-form.ts';
import { pageJourneyOf, resolvePageJourney, searchOf, type JourneyContext } from '../journey/journey-context.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resumeOwnedCheck, type SavedCheckVisits } from '../saved-check/saved-check-visits.ts';
import { contentSecurityPolicy } from '../security/http-security.ts';
import { brandHeadAssets } from '../pages/brand-assets.ts';
import { lazyChunkAssetsFrom, type LazyChunkAssets } from '../pages/brand-preloads.ts';
import type { InlineStyle } from '../pages/inline-styles.ts';
import { pageConfigFor } from '../pages/page-config.ts';
import { STAGE_PATH_PREFIX, pathOf, stageAddress } from '../pages/page-requests.ts';
import { renderShell } from '../pages/render-shell.ts';
import type { ServerRenderer } from '../pages/server-renderer.ts';
import type { LoadedShell, ShellTemplate } from '../pages/shell-template.ts';

/** What drawing a page takes: the web build, the settings it is drawn with, and the form it issues. */
export interface PageServices extends FormIssuer, SavedCheckVisits {
  config: ServerConfig;
  db: Queryable;
  shell: ShellTemplate;
  renderer: ServerRenderer;
  mailer: Pick<Mailer, 'sends'>;
  activities: readonly Activity[];
}

/** The page server: what every route that answers with the visitor's page calls. */
export interface PageServer {
  /** The page for this request's address, drawn on the server when the build can (docs/decisions/014). */
  servePage(request: FastifyRequest, reply: FastifyReply, input?: PageInput): Promise<FastifyReply>;
  /** The page, or the saved check its browser resumes (decision 064). */
  serveFormOrResume(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The page drawn by the web build's server entry, with the form it asked for issued in-process for
 * the journey this request resolved. Any failure leaves the page to the browser, as without a
 * server build: logged, never a 500.
 */
async function renderOnServer(
  entry: ServerEntry,
  request: FastifyRequest,
  services: PageServices,
  page: { config: PageConfig; journey: JourneyContext } & PageInput,
  onIssued: (payload: FormResponsePayload) => void,
): Promise<ServerRenderResult | undefined> {
  const search = searchOf(request.url);
  try {
    return await entry.render({
      config: page.config,
      pathname: request.url.split('?', 1)[0] || '/',
      search,
      userAgent: request.headers['user-agent'] ?? '',
      cookieHeader: request.headers.cookie ?? '',
      ...(page.postedFields ? { postedFields: page.postedFields } : {}),
      issueForm: () => issueFormForPage(services, page.journey, page.formValues, onIssued),
      // The same assignment as POST /api/experiments/offers, for the brand this page is drawn in.
      experimentOffers: (tntId) => ({ tntId, offers: offersFor(page.journey.brand, tntId, services.activities) }),
    });
  } catch (error) {
    request.log.error({ err: error }, 'server render failed: the page is drawn in the browser');
    return undefined;
  }
}

/**
 * A page the browser opens as a document: not an image, script or other sub-resource that fell
 * through to the form page (a console page's /favicon.ico does). A request without the header
 * (an older browser, a script) counts as one.
 */
const isDocument = (request: FastifyRequest) => (request.headers['sec-fetch-dest'] ?? 'document') === 'document';

/** The form page's own addresses (docs/product/contract.md#pages): '/' and a stage's; any other path drawing the form is not counted. */
const STAGE_ADDRESS = new RegExp(`^${STAGE_PATH_PREFIX}/[a-z0-9-]+/?$`);
const isFormAddress = (path: string) => path === '/' || STAGE_ADDRESS.test(path);

/**
 * A view of the form page as the visitor meant it, not a reload (browsers send `Cache-Control:
 * max-age=0` or `no-cache` when reloading a page) nor a prefetch: cheap to tell, so a refresh is
 * not counted as another view (the funnel's first step).
 */
function isFirstView(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || !isFormAddress(pathOf(request.url))) return false;
  const cacheControl = request.headers['cache-control'] ?? '';
  if (/\b(max-age=0|no-cache)\b/.test(cacheControl) || request.headers.pragma === 'no-cache') return false;
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose ?? '';
  return !String(purpose).includes('prefetch');
}

/** The stage a post completed: the one its Continue posted, when the posted answers pass its rules (as POST /api/stage runs them). */
function stageCompletedByPost(services: PageServices, form: FormResponsePayload, rendered: ServerRenderResult) {
  const stage = form.definition.stages.find((candidate) => candidate.id === rendered.postedStage);
  const answers = rendered.formResponse?.posted ?? {};
  return stage && validateStage(stage, answers, services.clock.now()).length === 0 ? stage.id : undefined;
}

/**
 * Records the form page just drawn (issue 24's funnel, decision 026): the session it issued with
 * its journey, a first view, a stage completed by a post. A failure costs the counts, never the page:
 * the session is still recorded by its first activity.
 */
async function recordRender(
  services: PageServices,
  request: FastifyRequest,
  form: { payload: FormResponsePayload; issuedAt: Date },
  rendered: ServerRenderResult,
): Promise<void> {
  // A sub-resource's page is never shown: its session is never used, and it is no view.
  if (!isDocument(request)) return;
  const { payload, issuedAt } = form;
  const completedStage = request.method === 'POST' ? stageCompletedByPost(services, payload, rendered) : undefined;
  try {
    await recordFormRender(services.db, {
      sessionId: payload.sessionId,
      issuedAt,
      brand: payload.requestDetails.quotationContext.brand,
      consumerName: payload.consumerName,
      pageView: isFirstView(request),
      ...(completedStage ? { completedStage } : {}),
    });
  } catch (error) {
    request.log.error({ err: error }, 'the drawn form page was not counted');
  }
}

/** What a post adds to a page: a stage's posted fields, or a used link's saved answers. */
export interface PageInput {
  postedFields?: PostedFields;
  formValues?: Answers;
}

const NOTHING_DRAWN: LazyChunkAssets = { modulePreloads: [], stylesheets: [] };
/**
 * Worked out once per server entry and set of drawn modules (a few: what the visitor's cookies
 * change): the build does not change under a running server.
 */
const drawnAssetsByEntry = new WeakMap<ServerEntry, Map<string, LazyChunkAssets>>();
function drawnAssets(entry: ServerEntry, manifestJson: string, modules: readonly string[]): LazyChunkAssets {
  let byModules = drawnAssetsByEntry.get(entry);
  if (!byModules) drawnAssetsByEntry.set(entry, (byModules = new Map()));
  const key = modules.join('\n');
  let assets = byModules.get(key);
  if (!assets) {
    assets = lazyChunkAssetsFrom(manifestJson, modules);
    byModules.set(key, assets);
  }
  return assets;
}

/** The drawn chunks' CSS, sent inline where the build's file was read (all, unless one is unreadable). */
function inlineOrLinked(shell: LoadedShell, urls: readonly string[]) {
  const inline: InlineStyle[] = [];
  const linked: string[] = [];
  for (const url of urls) {
    const style = shell.styles.get(url);
    if (style) inline.push(style);
    else linked.push(url);
  }
  return { inline, linked };
}

export function createPageServer(services: PageServices): PageServer {
  async function servePage(request: FastifyRequest, reply: FastifyReply, input: PageInput = {}) {
    // Pages carry per-request config and may echo prefill values: never stored by any cache.
    reply.header('Cache-Control', 'no-store');
    const shell = await services.shell.get();
    if (shell === undefined) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('QuickCheck is not available right now: the web build is missing.');
    }
    // Once per request: the page, its config and the form it draws share this journey.
    const site = services.siteOf(request);
    const { brand } = site;
    const journey = resolvePageJourney(brand, request.url);
    const sendsMail = services.mailer.sends;
    const config = { ...pageConfigFor(site, services.config, { sendsMail }), journey: pageJourneyOf(journey) };
    const entry = await services.renderer.get();
    // The form the render issued, if it drew one (the form page): recorded once the page is drawn.
    const issued: { form?: { payload: FormResponsePayload; issuedAt: Date } } = {};
    const onIssued = (payload: FormResponsePayload) => (issued.form = { payload, issuedAt: services.clock.now() });
    const rendered = entry
      ? await renderOnServer(entry, request, services, { config, journey, ...input }, onIssued)
      : undefined;
    if (rendered && issued.form) await recordRender(services, request, issued.form, rendered);
    const drawn = rendered?.lazyModules?.length
      ? drawnAssets(entry!, shell.manifestJson, rendered.lazyModules)
      : NOTHING_DRAWN;
    const { favicon, theme } = brandHeadAssets(brand);
    const drawnStyles = inlineOrLinked(shell, drawn.stylesheets);
    const styles = theme ? [theme, ...drawnStyles.inline] : drawnStyles.inline;
    const assets = {
      favicon,
      styles,
      stylesheets: drawnStyles.linked,
      modulePreloads: [...(shell.brandPreloads[brand] ?? []), ...drawn.modulePreloads],
    };
    const html = renderShell(shell.template, brand, config, assets, rendered);
    reply.header(
      'Content-Security-Policy',
      contentSecurityPolicy([...styles.map((style) => style.cspHash), ...shell.templateStyleHashes]),
    );
    return reply.type('text/html; charset=utf-8').send(html);
  }

  /**
   * A visit to the form (not an edit link) from the browser that used a saved check's link resumes
   * that check (decision 064): '/' goes to its stage's address, which draws its answers.
   */
  async function serveFormOrResume(request: FastifyRequest, reply: FastifyReply) {
    const path = pathOf(request.url);
    const search = searchOf(request.url);
    const resumed =
      isFormAddress(path) && !new URLSearchParams(search).has('quotation')
        ? await resumeOwnedCheck(services, request)
        : undefined;
    if (!resumed) return servePage(request, reply);
    if (path === '/')
      return reply.header('Cache-Control', 'no-store').redirect(`${stageAddress(resumed.stageId)}${search}`, 303);
    return servePage(request, reply, { formValues: resumed.answers });
  }

  return { servePage, serveFormOrResume };
}
