import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answers } from '@quickcheck/contracts';
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config/env.ts';
import { siteUrl, type Site, type SiteResolver } from '../journey/site.ts';
import { contentSecurityPolicy } from '../security/http-security.ts';
import { isCrossSiteFormPost } from '../security/form-post-origin.ts';
import { crossSitePage, expiredPage, usedPage, type ContinuePage } from './continue-pages.ts';
import type { OpenedCheck, SavedChecks } from './saved-checks.ts';

/**
 * A saved check's visits (decisions 025, 064): its link pressed, its pages, its owner's browser
 * resuming it and ending it; used by the save route, the pages and the quotation call alike.
 */
export interface SavedCheckVisits {
  clock: Clock;
  siteOf: SiteResolver;
  savedChecks: SavedChecks;
  config: Pick<ServerConfig, 'savedCheckValidDays'>;
}

/**
 * The browser that used a link (decision 064): until the check is submitted or ends, it resumes
 * the check from the form's address or the link again. Sent to the pages (they draw the check) and
 * to the quotation call (its submission ends the check), never readable by a script.
 */
export const SAVE_OWNER_COOKIE = 'qc_saved';

const HTML = 'text/html; charset=utf-8';

export async function sendPage(reply: FastifyReply, status: number, drawn: Promise<ContinuePage>) {
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
export function onSite(site: Site, path: string, query: Record<string, string> = {}) {
  const url = new URL(siteUrl(site.origin, path, query, site.brand));
  return `${url.pathname}${url.search}`;
}

/** A used or expired link's page (a fresh check offered), for the GET and for a refused press. */
export function refusedPage(
  services: SavedCheckVisits,
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
  services: SavedCheckVisits,
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
function keepOwnerCookie(services: SavedCheckVisits, request: FastifyRequest, reply: FastifyReply, check: OpenedCheck) {
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
  services: SavedCheckVisits,
  request: FastifyRequest,
): Promise<Pick<OpenedCheck, 'answers' | 'stageId'> | undefined> {
  const ownerToken = request.cookies[SAVE_OWNER_COOKIE];
  return ownerToken ? services.savedChecks.resume(ownerToken) : undefined;
}

/** A submission from the browser that used a saved check's link: the check is done, resumed no more. */
export async function endOwnedCheck(services: SavedCheckVisits, request: FastifyRequest, reply: FastifyReply) {
  const ownerToken = request.cookies[SAVE_OWNER_COOKIE];
  if (!ownerToken) return;
  await services.savedChecks.end(ownerToken);
  reply.clearCookie(SAVE_OWNER_COOKIE, { path: '/' });
}
