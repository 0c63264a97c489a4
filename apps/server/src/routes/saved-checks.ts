import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTINUE_PATH,
  FIELD,
  REVIEW_STAGE_ID,
  apiPath,
  SAVE_FOR_LATER_PATH,
  saveForLaterSent,
  answerKeysOf,
  saveForLaterRequestSchema,
  validateAnswersUpTo,
  type Answers,
} from '@quickcheck/contracts';
import type { AppServices } from '../app-services.ts';
import { requireActiveSession } from '../form-session/form-sessions.ts';
import { siteUrl, type Site } from '../journey/site.ts';
import { saveLinkMessage } from '../mail/save-link-message.ts';
import { definitionById } from '../quotation/definitions.ts';
import { contentSecurityPolicy } from '../security/http-security.ts';
import { crossSitePage, expiredPage, readyPage, usedPage, type ContinuePage } from '../saved-check/continue-pages.ts';
import type { OpenedCheck } from '../saved-check/saved-checks.ts';
import { isCrossSiteFormPost } from '../security/form-post-origin.ts';
import { answerIssuesOf, badRequest, issuesOf, requireSessionId } from './http-errors.ts';

/** The answer where this server sends no e-mail. */
export const SAVE_FOR_LATER_UNAVAILABLE = 'Saving a check for later is not offered here';

/** Links sent to one address per hour, whoever asks: enough to fix a typo, too few to bomb anyone. */
export const SAVES_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The one answer to a save, with the date its link works until: the e-mail's date, said in the dialog too. */
const savedAnswer = (expiresAt: Date) => ({ message: saveForLaterSent(expiresAt), expiresAt: expiresAt.toISOString() });
/**
 * The browser that used a link (decision 064): until the check is submitted or ends, it resumes
 * the check from the form's address or the link again. Sent to the pages (they draw the check) and
 * to the quotation call (its submission ends the check), never readable by a script.
 */
export const SAVE_OWNER_COOKIE = 'qc_saved';
/** The stage addresses the link's button posts to (decision 011). */
export const STAGE_PATH_PREFIX = '/eligibility';
export const stageAddress = (stageId: string) => `${STAGE_PATH_PREFIX}/${stageId}`;

const HTML = 'text/html; charset=utf-8';

async function sendPage(reply: FastifyReply, status: number, drawn: Promise<ContinuePage>) {
  const page = await drawn;
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .header('Content-Security-Policy', contentSecurityPolicy([page.styleHash]))
    .type(HTML)
    .send(page.html);
}

/** A link's address on the visitor's own site, the path and query alone (pages post to their own origin). */
function onSite(site: Site, path: string, query: Record<string, string> = {}) {
  const url = new URL(siteUrl(site.origin, path, query, site.brand));
  return `${url.pathname}${url.search}`;
}

/** A used or expired link's page (a fresh check offered), for the GET and for a refused press. */
export function refusedPage(
  services: AppServices,
  site: Site,
  reply: FastifyReply,
  kind: 'used' | 'expired',
): Promise<FastifyReply> {
  const fresh = onSite(site, '/');
  const now = services.clock.now();
  return sendPage(
    reply,
    410,
    kind === 'used'
      ? usedPage(site.brand, fresh, now)
      : expiredPage(site.brand, fresh, services.config.savedCheckValidDays, now),
  );
}

/**
 * The press of 'Continue your check' (a form post to the stage's address carrying the link's token):
 * answers the saved answers and makes this browser the check's owner, or draws why not.
 */
export async function useContinueLink(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<{ answers: Answers } | undefined> {
  // The same origin check as every form post of ours: another site cannot make a browser use a link.
  if (isCrossSiteFormPost(request)) {
    const site = services.siteOf(request);
    await sendPage(reply, 403, crossSitePage(site.brand, onSite(site, '/'), services.clock.now()));
    return undefined;
  }
  const used = await services.savedChecks.use(token, request.cookies[SAVE_OWNER_COOKIE]);
  if (used.kind !== 'opened') {
    await refusedPage(services, services.siteOf(request), reply, used.kind);
    return undefined;
  }
  keepOwnerCookie(services, request, reply, used);
  return { answers: used.answers };
}

/** The owner credential, for as long as the check may be resumed (its end); renewed at each resumption. */
function keepOwnerCookie(services: AppServices, request: FastifyRequest, reply: FastifyReply, check: OpenedCheck) {
  const secondsLeft = Math.floor((check.expiresAt.getTime() - services.clock.now().getTime()) / 1000);
  reply.setCookie(SAVE_OWNER_COOKIE, check.ownerToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: services.siteOf(request).origin.startsWith('https:'),
    path: '/',
    maxAge: Math.max(0, secondsLeft),
  });
}

/**
 * A visit to the form's address from the browser that used a saved check's link (its cookie, never
 * the link alone): the check's answers and stage, until it is submitted or ends. Nothing otherwise.
 */
export async function resumeOwnedCheck(
  services: AppServices,
  request: FastifyRequest,
): Promise<Pick<OpenedCheck, 'answers' | 'stageId'> | undefined> {
  const ownerToken = request.cookies[SAVE_OWNER_COOKIE];
  return ownerToken ? services.savedChecks.resume(ownerToken) : undefined;
}

/** A submission from the browser that used a saved check's link: the check is done, resumed no more. */
export async function endOwnedCheck(services: AppServices, request: FastifyRequest, reply: FastifyReply) {
  const ownerToken = request.cookies[SAVE_OWNER_COOKIE];
  if (!ownerToken) return;
  await services.savedChecks.end(ownerToken);
  reply.clearCookie(SAVE_OWNER_COOKIE, { path: '/' });
}

export function savedCheckRoutes(app: FastifyInstance, services: AppServices): void {
  const perAddress = app.createRateLimit({
    max: SAVES_PER_ADDRESS_PER_HOUR,
    timeWindow: HOUR_MS,
    // The address as a keyed hash (PII_KEY's contact key), never the address itself.
    keyGenerator: (request) => {
      const { email } = request.body as { email: string };
      return `saved-check address ${services.pii.contactHash({ [FIELD.email]: email })}`;
    },
  });

  app.post(apiPath(SAVE_FOR_LATER_PATH), async (request, reply) => {
    // No e-mail goes anywhere (no SMTP_URL outside development): no page offers this, and no link is promised.
    if (!services.mailer.sends) return reply.status(404).send({ error: SAVE_FOR_LATER_UNAVAILABLE });
    const sessionId = requireSessionId(request, reply);
    if (!sessionId) return reply;
    const body = saveForLaterRequestSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, 'The save request is not valid', issuesOf(body.error));
    const definition = definitionById(body.data.definitionId);
    const { stageId } = body.data;
    if (!definition) {
      return badRequest(reply, 'Unknown form definition', [
        { path: 'definitionId', message: 'Unknown form definition' },
      ]);
    }
    if (stageId !== REVIEW_STAGE_ID && !definition.stages.some((stage) => stage.id === stageId)) {
      return badRequest(reply, 'Unknown stage', [{ path: 'stageId', message: 'Unknown stage' }]);
    }
    // The form's own rules, as far as the visitor has come: what is sealed (and the greeting) is an answer the form would take.
    const refused = validateAnswersUpTo(definition, body.data.answers, stageId, services.clock.now());
    if (refused.length > 0) return badRequest(reply, 'Some answers are not valid', answerIssuesOf(refused));
    if (!(await requireActiveSession(services.formSessions, sessionId, reply))) return reply;

    // Over the address's budget the answer is the same and nothing is sent: the caller learns
    // nothing about the address (not even that someone else saved to it lately).
    const limit = await perAddress(request);
    if (!limit.isAllowed && limit.isExceeded) {
      request.log.warn('saved check: the address had its links for this hour; none sent');
      const wouldEnd = new Date(services.clock.now().getTime() + services.config.savedCheckValidDays * DAY_MS);
      return reply.status(202).send(savedAnswer(wouldEnd));
    }
    // Only the answers of questions the definition asks: nothing else is kept.
    const keys = answerKeysOf(definition, body.data.answers);
    const answers = Object.fromEntries(Object.entries(body.data.answers).filter(([key]) => keys.has(key)));
    const email = body.data.email.trim();
    const saved = await services.savedChecks.save({ email, answers, stageId });
    const site = services.siteOf(request);
    const message = saveLinkMessage({
      to: email,
      brand: site.brand,
      // Validated above by the form's name rule: letters, spaces, hyphens and apostrophes, or none.
      firstName: answers[FIELD.firstName],
      link: siteUrl(site.origin, CONTINUE_PATH, { token: saved.token }, site.brand),
      expiresAt: saved.expiresAt,
    });
    try {
      await services.mailer.send(message);
    } catch (error) {
      // The SMTP error's text can name the recipient: only its codes are logged.
      const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
      request.log.error({ code, responseCode }, 'saved check: the e-mail could not be sent');
      return reply.status(503).send({ error: 'We could not send the e-mail just now. Please try again.' });
    }
    return reply.status(202).send(savedAnswer(saved.expiresAt));
  });

  // The e-mailed link. A GET uses nothing: mail systems' link scanners open links before people do.
  app.get(CONTINUE_PATH, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const site = services.siteOf(request);
    const state =
      typeof token === 'string'
        ? await services.savedChecks.state(token, request.cookies[SAVE_OWNER_COOKIE])
        : ({ kind: 'expired' } as const);
    if (state.kind !== 'ready' || typeof token !== 'string')
      return refusedPage(services, site, reply, state.kind === 'used' ? 'used' : 'expired');
    return sendPage(
      reply,
      200,
      readyPage(site.brand, onSite(site, stageAddress(state.stageId)), token, state.expiresAt, services.clock.now()),
    );
  });

  const outbox = services.mailer.outbox;
  if (outbox) registerDevOutbox(app, outbox);
}

export const DEV_OUTBOX_PATH = '/dev/outbox';

/** Development only (no SMTP_URL, no configured origins): the messages this process would have sent. */
function registerDevOutbox(app: FastifyInstance, outbox: NonNullable<AppServices['mailer']['outbox']>) {
  /** The message the address's `:id` names, if the outbox still holds it. */
  const outboxEntry = (request: FastifyRequest) => outbox.find(Number((request.params as { id: string }).id));
  const e = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  app.get(DEV_OUTBOX_PATH, async (_request, reply) => {
    const rows = outbox
      .entries()
      .map(
        (entry) =>
          `<li><a href="${DEV_OUTBOX_PATH}/${entry.id}">${e(entry.subject)}</a> to ${e(entry.to)}, ${entry.sentAt.toISOString()} (<a href="${DEV_OUTBOX_PATH}/${entry.id}/text">plain text</a>)</li>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Development outbox</title></head><body><main><h1>Development outbox</h1><p>E-mail this server would have sent (no SMTP_URL is set). Newest first; kept in memory only.</p>${rows ? `<ul>${rows}</ul>` : '<p>No messages yet.</p>'}</main></body></html>`;
    return reply.header('Cache-Control', 'no-store').type(HTML).send(html);
  });
  app.get(`${DEV_OUTBOX_PATH}/:id`, async (request, reply) => {
    const entry = outboxEntry(request);
    if (!entry) return reply.status(404).send({ error: 'Not found' });
    // The message as a mail client shows it: its inline styles allowed, nothing else.
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'")
      .type(HTML)
      .send(entry.html);
  });
  app.get(`${DEV_OUTBOX_PATH}/:id/text`, async (request, reply) => {
    const entry = outboxEntry(request);
    if (!entry) return reply.status(404).send({ error: 'Not found' });
    return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(entry.text);
  });
}
