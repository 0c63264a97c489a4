import { timingSafeEqual } from 'node:crypto';
// The cookie plugin's request and reply members, for whoever type-checks this file alone.
import type {} from '@fastify/cookie';
import type { CreditReferenceAgencyDetails } from '@quickcheck/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { Clock } from '../../clock.ts';
import type { ServerConfig } from '../../config/env.ts';
import type { Db } from '../../db/db.ts';
import type { Activity } from '../../experiments/activities.ts';
import type { SiteResolver } from '../../journey/site.ts';
import type { PiiProtector } from '../../security/pii-crypto.ts';
import type { AuditLog } from '../ops-audit.ts';
import type { OpsAuth, OpsSession } from '../ops-auth.ts';
import { OPS_BASE, OPS_CSRF_FIELD, OPS_SIGN_IN_PATH } from '../ops-paths.ts';
import { may, type OpsPermission } from '../ops-roles.ts';
import { renderConsolePage, type Viewer } from '../views/console-page.tsx';
import { ForbiddenView } from '../views/forbidden-view.tsx';
import { OutOfDateFormView } from '../views/out-of-date-form-view.tsx';

/** What the console uses of the app's services, each typed by its own module. */
export interface OpsConsoleServices {
  opsAuth: OpsAuth;
  auditLog: AuditLog;
  clock: Clock;
  db: Db;
  pii: PiiProtector;
  /** The request's origin: cookies are Secure on an https one. */
  siteOf: SiteResolver;
  config: Pick<ServerConfig, 'sessionInactivityMinutes'>;
  activities: readonly Activity[];
  /** The configured agency, as the applicant's result named it (the decision look-up). */
  agency: { details: CreditReferenceAgencyDetails };
  /** The partner webhooks' queue, when this process runs one: a person's undelivered messages are theirs. */
  webhooks?: { schema: string } | undefined;
  /** This process's 429s so far (the health view). */
  rateLimitRefusals: () => Promise<number>;
}

export const HTML = 'text/html; charset=utf-8';
export const SESSION_COOKIE = 'ops_session';
/** The sign-in form's token before there is a session (double submit: cookie and field must match). */
export const PRE_SESSION_CSRF_COOKIE = 'ops_csrf';

/** A path of the console as its plugin declares it: under the prefix it is registered with. */
export const within = (path: string) => path.slice(OPS_BASE.length);

/** A posted or queried field as text; anything else (absent, repeated) is empty. */
export const fieldOf = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

export const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export interface Allowed {
  viewer: Viewer;
  session: OpsSession;
}

/** What every group of the console's routes shares: the session, the role check, the page, the token check. */
export interface ConsoleKit {
  services: OpsConsoleServices;
  cookieOptions(request: FastifyRequest): {
    httpOnly: true;
    sameSite: 'strict';
    secure: boolean;
    path: string;
  };
  sessionOf(request: FastifyRequest): Promise<OpsSession | undefined>;
  /** The signed-in viewer allowed `permission`, or the answer already sent (sign-in or 403). */
  viewerFor(request: FastifyRequest, reply: FastifyReply, permission: OpsPermission): Promise<Allowed | undefined>;
  /** A whole page; with a viewer, its menu with `path` marked as the current page. */
  send(
    reply: FastifyReply,
    title: string,
    body: ReactNode,
    options?: { viewer?: Viewer | undefined; path?: string | undefined; status?: number },
  ): FastifyReply;
  /** A POST's token must be the session's own. */
  csrfMatches(request: FastifyRequest, session: OpsSession): boolean;
  refuseCsrf(reply: FastifyReply): FastifyReply;
  audit(session: OpsSession, entry: Omit<Parameters<AuditLog['write']>[0], 'userId' | 'email'>): Promise<void>;
}

export function createConsoleKit(services: OpsConsoleServices): ConsoleKit {
  const { opsAuth, auditLog, clock } = services;

  const send: ConsoleKit['send'] = (reply, title, body, { viewer, path, status = 200 } = {}) =>
    reply
      .status(status)
      .type(HTML)
      .send(renderConsolePage(title, body, viewer ? { viewer, path: path ?? '' } : {}));

  const audit: ConsoleKit['audit'] = (session, entry) =>
    auditLog.write({ ...entry, userId: session.account.id, email: session.account.email }, clock.now());

  const kit: ConsoleKit = {
    services,
    cookieOptions: (request) => ({
      httpOnly: true,
      sameSite: 'strict',
      secure: services.siteOf(request).origin.startsWith('https:'),
      path: OPS_BASE,
    }),
    sessionOf: (request) => opsAuth.session(request.cookies[SESSION_COOKIE]),
    async viewerFor(request, reply, permission) {
      const session = await kit.sessionOf(request);
      if (!session || session.stage !== 'signed-in') {
        await reply.redirect(OPS_SIGN_IN_PATH, 303);
        return undefined;
      }
      const viewer = { email: session.account.email, role: session.account.role, csrfToken: session.csrfToken };
      if (!may(session.account.role, permission)) {
        await audit(session, { action: 'forbidden', subject: request.routeOptions.url, detail: { permission } });
        await send(reply, 'Not allowed', <ForbiddenView />, { viewer, status: 403 });
        return undefined;
      }
      return { viewer, session };
    },
    send,
    csrfMatches: (request, session) => sameText(fieldOf(request.body, OPS_CSRF_FIELD), session.csrfToken),
    refuseCsrf: (reply) => send(reply, 'Not allowed', <OutOfDateFormView />, { status: 403 }),
    audit,
  };
  return kit;
}
