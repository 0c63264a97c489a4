import { join } from 'node:path';
import serveStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PAGE_PATHS,
  CONTINUE_TOKEN_FIELD,
  validateStage,
  type Answers,
  type FormResponsePayload,
  type PageConfig,
  type PostedFields,
  type ServerEntry,
  type ServerRenderResult,
} from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { pageJourneyOf, resolvePageJourney, searchOf, type JourneyContext } from '../journey/journey-context.ts';
import { brandHeadAssets } from '../pages/brand-assets.ts';
import { lazyChunkAssetsFrom, type LazyChunkAssets } from '../pages/brand-preloads.ts';
import { pageConfigFor } from '../pages/page-config.ts';
import type { InlineStyle } from '../pages/inline-styles.ts';
import { renderShell } from '../pages/render-shell.ts';
import type { LoadedShell } from '../pages/shell-template.ts';
import { contentSecurityPolicy } from '../security/http-security.ts';
import { NOT_PAGES, pathOf, topLevelFileOf, webBuildHasFile } from '../pages/page-requests.ts';
import { offersFor } from '../experiments/assignment.ts';
import { recordFormRender } from '../form-session/form-session-repo.ts';
import { issueFormForPage } from './form.ts';
import { STAGE_PATH_PREFIX, resumeOwnedCheck, stageAddress, useContinueLink } from './saved-checks.ts';

/** docs/product/contract.md#pages page paths; any other non-API, non-asset path is the form too. */

/**
 * Where a stage's form posts when the page's script has not taken over yet (or is off): the form
 * page and its stage addresses (decision 011). The answer is the page drawn with the posted answers.
 */
const STAGE_FORM_PATHS = ['/', `${STAGE_PATH_PREFIX}/:stage`] as const;
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** A stage's fields are a few hundred bytes; a whole form's answers well under this. */
const POSTED_FORM_BODY_LIMIT = 16 * 1024;
/** docs/product/contract.md#the-form's control names; anything else posted is ignored, never echoed into the page. */
const POSTED_FIELD_NAME = /^[a-z0-9:-]{1,80}$/;
const POSTED_VALUE_MAX_LENGTH = 200;

function postedFieldsOf(body: unknown): PostedFields {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body ?? {})) {
    if (POSTED_FIELD_NAME.test(name) && typeof value === 'string' && value.length <= POSTED_VALUE_MAX_LENGTH) {
      fields[name] = value;
    }
  }
  return fields;
}

/**
 * The page drawn by the web build's server entry, with the form it asked for issued in-process for
 * the journey this request resolved. Any failure leaves the page to the browser, as without a
 * server build: logged, never a 500.
 */
async function renderOnServer(
  entry: ServerEntry,
  request: FastifyRequest,
  services: AppServices,
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
function stageCompletedByPost(services: AppServices, form: FormResponsePayload, rendered: ServerRenderResult) {
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
  services: AppServices,
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
interface PageInput {
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

export function pagesRoute(app: FastifyInstance, services: AppServices): void {
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

  for (const path of PAGE_PATHS) app.get(path, (request, reply) => serveFormOrResume(request, reply));

  // Form posts only here (the API takes JSON alone: a cross-site form cannot reach it without CORS).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      FORM_CONTENT_TYPE,
      { parseAs: 'string', bodyLimit: POSTED_FORM_BODY_LIMIT },
      (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const path of STAGE_FORM_PATHS) {
      scope.post(path, async (request, reply) => {
        if (!request.headers['content-type']?.startsWith(FORM_CONTENT_TYPE)) {
          return reply.status(415).send({ error: `A stage's form is posted as ${FORM_CONTENT_TYPE}` });
        }
        // 'Continue your check' (docs/decisions/025): the link's saved answers, drawn at this stage.
        const token = (request.body as Record<string, unknown> | undefined)?.[CONTINUE_TOKEN_FIELD];
        if (typeof token === 'string' && token.length > 0) {
          const opened = await useContinueLink(services, request, reply, token);
          return opened ? servePage(request, reply, { formValues: opened.answers }) : reply;
        }
        return servePage(request, reply, { postedFields: postedFieldsOf(request.body) });
      });
    }
  });

  registerWebBuildFiles(app, services.webRoot);

  // Routes get the rate limit from the plugin's global hook; the not-found handler asks for it.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const path = pathOf(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || NOT_PAGES.test(path)) return reply.status(404).send(NOT_FOUND);
    const file = topLevelFileOf(path);
    if (file && (await webBuildHasFile(services.webRoot, file))) return reply.sendFile(file);
    return serveFormOrResume(request, reply);
  });
}

const NOT_FOUND = { error: 'Not found' };

/**
 * What every file of the web build is sent with: no dot file, no directory (no listing, no index),
 * and scripts as `text/javascript` (RFC 9239; @fastify/send's mime table still says application/javascript).
 */
const WEB_BUILD_FILE_OPTIONS = {
  dotfiles: 'ignore',
  index: false,
  suppressWarning: true, // no build is reported by the pages' 503 (shell-template.ts)
  setHeaders: (reply, path) => {
    if (/\.m?js$/.test(path)) reply.header('Content-Type', 'text/javascript; charset=utf-8');
  },
} satisfies Partial<FastifyStaticOptions>;
const ONE_YEAR = '365d';
const ONE_HOUR = '1h';

/**
 * The web build's files, sent by @fastify/static (ETags, Last-Modified, 304s, ranges, HEAD):
 * - /assets/*: the hashed bundles, kept a year and never revalidated (their names change with them);
 * - the top-level files (robots.txt, a manifest…), which the not-found handler sends with
 *   `reply.sendFile` when the path names one, kept an hour and then revalidated.
 */
function registerWebBuildFiles(app: FastifyInstance, webRoot: string): void {
  void app.register(serveStatic, { ...WEB_BUILD_FILE_OPTIONS, root: webRoot, serve: false, maxAge: ONE_HOUR });
  void app.register(async (assets) => {
    // A path that cannot name a bundle (`..`, a dot segment, a directory, a NUL) is refused by the
    // plugin with a 400 or 403: it is answered as a missing bundle is, a plain 404, never the page shell.
    assets.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 400 || error.statusCode === 403) return reply.status(404).send(NOT_FOUND);
      throw error; // to the app's handler: a 416 for a range beyond the file keeps its status
    });
    await assets.register(serveStatic, {
      ...WEB_BUILD_FILE_OPTIONS,
      root: join(webRoot, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      maxAge: ONE_YEAR,
      immutable: true,
    });
  });
}
