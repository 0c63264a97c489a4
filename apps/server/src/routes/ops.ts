import { randomBytes, timingSafeEqual } from 'node:crypto';
// The cookie plugin's request and reply members, for whoever type-checks this file alone (the e2e).
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toString as qrCodeSvg } from 'qrcode';
import type { AppServices } from '../app-services.ts';
import { listAccounts, setAccountDisabled } from '../ops/ops-accounts.ts';
import { auditCheckView } from '../ops/ops-audit-check-view.ts';
import type { OpsSession } from '../ops/ops-auth.ts';
import { explainOneDecision, lookupKeyOf } from '../ops/ops-decision-lookup.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../ops/ops-device.ts';
import { notEnrolledView } from '../ops/ops-enrolment-view.ts';
import { readFilter } from '../ops/ops-filters.ts';
import {
  OPS_AUDIT_CHECK_PATH,
  OPS_BASE,
  OPS_CSRF_FIELD,
  OPS_STYLESHEET,
  OPS_STYLESHEET_PATH,
  opsPage,
  type Viewer,
} from '../ops/ops-page.ts';
import {
  checksSubmitted,
  consentedSteps,
  declineFindings,
  experimentFigures,
  funnel,
  health,
  openBanking,
  outcomeMix,
} from '../ops/ops-reports.ts';
import { may, type OpsPermission } from '../ops/ops-roles.ts';
import { SIGN_IN_LOCKED, SIGN_IN_RATE_LIMITED, SIGN_IN_REFUSED } from '../ops/ops-texts.ts';
import { totpUri } from '../ops/ops-totp.ts';
import {
  auditView,
  funnelCsv,
  decisionSearchView,
  experimentsView,
  healthView,
  OPS_USER_CHANGES,
  openBankingView,
  forbiddenView,
  funnelView,
  outcomesView,
  secondFactorView,
  signInView,
  usersView,
} from '../ops/ops-views.ts';

import { isUuid } from './http-errors.ts';
import { dataRightsRoutes } from './ops-data-rights.ts';
import { isCrossSiteFormPost } from '../security/form-post-origin.ts';

const HTML = 'text/html; charset=utf-8';
const SESSION_COOKIE = 'ops_session';
/** The sign-in form's token before there is a session (double submit: cookie and field must match). */
const PRE_SESSION_CSRF_COOKIE = 'ops_csrf';
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 4 * 1024;
/** An enrolment token is 43 characters: anything much longer is not one. */
const ENROLMENT_TOKEN_LIMIT = 100;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const fieldOf = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The operator console (docs/product/contract.md#pages, issue 24): pages drawn on the server with no script, its own
 * stylesheet, never indexed, every page behind sign-in (password, then a TOTP code). Decision 026.
 */
export function opsRoutes(app: FastifyInstance, services: AppServices): void {
  const { opsAuth, auditLog, clock, db } = services;
  const secure = (request: FastifyRequest) => services.siteOf(request).origin.startsWith('https:');
  const cookieOptions = (request: FastifyRequest) =>
    ({ httpOnly: true, sameSite: 'strict', secure: secure(request), path: OPS_BASE }) as const;

  void app.register(async (scope) => {
    scope.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.addHook('onSend', async (_request, reply) => {
      reply.header('X-Robots-Tag', 'noindex, nofollow');
      // Pages hold what one operator may see: no cache keeps them. The stylesheet says otherwise.
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });

    // Every change is a POST: one from another site is refused (isCrossSiteFormPost), any other
    // without its token.
    scope.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST') return;
      if (isCrossSiteFormPost(request)) return refuseCsrf(reply);
      if (!request.headers['content-type']?.startsWith(FORM_CONTENT_TYPE)) return refuseCsrf(reply);
    });

    function refuseCsrf(reply: FastifyReply) {
      return reply
        .status(403)
        .type(HTML)
        .send(
          opsPage(
            'Not allowed',
            '<h1>Not allowed</h1><p>This form is out of date. Go back, reload the page and try again.</p>',
          ),
        );
    }

    const sessionOf = (request: FastifyRequest) => opsAuth.session(request.cookies[SESSION_COOKIE]);

    function send(reply: FastifyReply, title: string, body: string, viewer?: Viewer, path?: string, status = 200) {
      return reply
        .status(status)
        .type(HTML)
        .send(opsPage(title, body, viewer ? { viewer, path: path ?? '' } : {}));
    }

    /** The signed-in viewer allowed `permission`, or the answer already sent (sign-in or 403). */
    async function viewerFor(
      request: FastifyRequest,
      reply: FastifyReply,
      permission: OpsPermission,
    ): Promise<{ viewer: Viewer; session: OpsSession } | undefined> {
      const session = await sessionOf(request);
      if (!session || session.stage !== 'signed-in') {
        await reply.redirect(`${OPS_BASE}/sign-in`, 303);
        return undefined;
      }
      const viewer = { email: session.account.email, role: session.account.role, csrfToken: session.csrfToken };
      if (!may(session.account.role, permission)) {
        await auditLog.write(
          {
            action: 'forbidden',
            userId: session.account.id,
            email: session.account.email,
            subject: request.routeOptions.url,
            detail: { permission },
          },
          clock.now(),
        );
        await send(reply, 'Not allowed', forbiddenView(), viewer, '', 403);
        return undefined;
      }
      return { viewer, session };
    }

    /** A POST's token must be the session's own. */
    const csrfMatches = (request: FastifyRequest, session: OpsSession) =>
      sameText(fieldOf(request.body, OPS_CSRF_FIELD), session.csrfToken);

    // A person's data on request (issue 36): pages of their own, on this scope's sign-in and tokens.
    dataRightsRoutes(scope, services, { viewerFor, send, csrfMatches, refuseCsrf });

    scope.get(OPS_STYLESHEET_PATH, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(OPS_STYLESHEET),
    );

    scope.get(`${OPS_BASE}/sign-in`, async (request, reply) => {
      const session = await sessionOf(request);
      if (session?.stage === 'signed-in') return reply.redirect(OPS_BASE, 303);
      const token = randomBytes(32).toString('base64url');
      reply.setCookie(PRE_SESSION_CSRF_COOKIE, token, cookieOptions(request));
      // From an enrolment link: the token goes with the password, and is checked only once that is right.
      const enrolment = fieldOf(request.query, 'enrolment').slice(0, ENROLMENT_TOKEN_LIMIT);
      return send(reply, 'Sign in', signInView(token, undefined, enrolment || undefined));
    });

    scope.post(`${OPS_BASE}/sign-in`, async (request, reply) => {
      const expected = request.cookies[PRE_SESSION_CSRF_COOKIE];
      if (!expected || !sameText(fieldOf(request.body, OPS_CSRF_FIELD), expected)) return refuseCsrf(reply);
      const enrolment = fieldOf(request.body, 'enrolment').slice(0, ENROLMENT_TOKEN_LIMIT) || undefined;
      const outcome = await opsAuth.signIn({
        email: fieldOf(request.body, 'email'),
        password: fieldOf(request.body, 'password'),
        address: request.ip,
        deviceCookie: request.cookies[DEVICE_COOKIE],
        enrolmentToken: enrolment,
      });
      if (outcome.kind === 'second-factor') {
        reply.clearCookie(PRE_SESSION_CSRF_COOKIE, { path: OPS_BASE });
        reply.setCookie(SESSION_COOKIE, outcome.sessionToken, cookieOptions(request));
        return reply.redirect(`${OPS_BASE}/second-factor`, 303);
      }
      const [status, message] =
        outcome.kind === 'rate-limited'
          ? [429, SIGN_IN_RATE_LIMITED]
          : outcome.kind === 'locked'
            ? [423, SIGN_IN_LOCKED]
            : [401, SIGN_IN_REFUSED];
      return send(reply, 'Sign in', signInView(expected, message, enrolment), undefined, undefined, status);
    });

    async function secondFactorPage(session: OpsSession, message?: string) {
      if (!session.account.totpConfirmed && !session.enrolling) return notEnrolledView();
      const secret = opsAuth.enrolmentSecret(session);
      const enrolment = secret
        ? {
            secret,
            qrSvg: (await qrCodeSvg(totpUri(secret, session.account.email), { type: 'svg', margin: 2 })).replace(
              '<svg ',
              '<svg role="img" aria-label="QR code for your authenticator app" ',
            ),
          }
        : undefined;
      return secondFactorView(session.csrfToken, enrolment, message);
    }

    scope.get(`${OPS_BASE}/second-factor`, async (request, reply) => {
      const session = await sessionOf(request);
      if (!session || session.stage !== 'second-factor') return reply.redirect(`${OPS_BASE}/sign-in`, 303);
      return send(reply, 'Enter your code', await secondFactorPage(session));
    });

    scope.post(`${OPS_BASE}/second-factor`, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const session = await sessionOf(request);
      if (!token || !session || session.stage !== 'second-factor') return reply.redirect(`${OPS_BASE}/sign-in`, 303);
      if (!csrfMatches(request, session)) return refuseCsrf(reply);
      const outcome = await opsAuth.secondFactor(token, fieldOf(request.body, 'code'), request.ip);
      // Ended between the look-up above and the code (codes sent at once): back to sign in, as above.
      if (outcome.kind === 'session-ended') return reply.redirect(`${OPS_BASE}/sign-in`, 303);
      if (outcome.kind === 'signed-in') {
        reply.setCookie(SESSION_COOKIE, outcome.sessionToken, cookieOptions(request));
        // This browser is trusted from now on: others' failures do not lock it (decision 045).
        reply.setCookie(DEVICE_COOKIE, outcome.deviceCookie, {
          ...cookieOptions(request),
          maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
        });
        return reply.redirect(OPS_BASE, 303);
      }
      if (outcome.kind === 'locked' || outcome.kind === 'rate-limited') {
        reply.clearCookie(SESSION_COOKIE, { path: OPS_BASE });
        const token = randomBytes(32).toString('base64url');
        reply.setCookie(PRE_SESSION_CSRF_COOKIE, token, cookieOptions(request));
        const [status, message] = outcome.kind === 'locked' ? [423, SIGN_IN_LOCKED] : [429, SIGN_IN_RATE_LIMITED];
        return send(reply, 'Sign in', signInView(token, message), undefined, undefined, status);
      }
      return send(
        reply,
        'Enter your code',
        await secondFactorPage(session, SIGN_IN_REFUSED),
        undefined,
        undefined,
        401,
      );
    });

    scope.post(`${OPS_BASE}/sign-out`, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const session = await sessionOf(request);
      if (token && session) {
        if (!csrfMatches(request, session)) return refuseCsrf(reply);
        await opsAuth.signOut(token);
        await auditLog.write(
          { action: 'sign-out', userId: session.account.id, email: session.account.email },
          clock.now(),
        );
      }
      reply.clearCookie(SESSION_COOKIE, { path: OPS_BASE });
      return reply.redirect(`${OPS_BASE}/sign-in`, 303);
    });

    scope.get(OPS_BASE, async (request, reply) => {
      const allowed = await viewerFor(request, reply, 'aggregates');
      if (!allowed) return reply;
      const { filter, errors } = readFilter(request.query as Record<string, unknown>, clock.now());
      const [result, before] = await Promise.all([
        funnel(db, filter, clock.now(), services.config.sessionInactivityMinutes),
        consentedSteps(db, filter),
      ]);
      return send(reply, 'Funnel', funnelView(result, before, filter, errors), allowed.viewer, OPS_BASE);
    });

    scope.get(`${OPS_BASE}/funnel.csv`, async (request, reply) => {
      const allowed = await viewerFor(request, reply, 'aggregates');
      if (!allowed) return reply;
      const { filter } = readFilter(request.query as Record<string, unknown>, clock.now());
      const result = await funnel(db, filter, clock.now(), services.config.sessionInactivityMinutes);
      await auditLog.write(
        {
          action: 'export',
          userId: allowed.session.account.id,
          email: allowed.viewer.email,
          subject: 'funnel',
          detail: { ...filter },
        },
        clock.now(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="funnel-${filter.from}-${filter.to}.csv"`)
        .send(funnelCsv(result));
    });

    scope.get(`${OPS_BASE}/outcomes`, async (request, reply) => {
      const allowed = await viewerFor(request, reply, 'aggregates');
      if (!allowed) return reply;
      const { filter, errors } = readFilter(request.query as Record<string, unknown>, clock.now());
      const [days, findings] = await Promise.all([outcomeMix(db, filter, clock.now()), declineFindings(db, filter)]);
      return send(
        reply,
        'Outcomes',
        outcomesView(days, findings, filter, errors),
        allowed.viewer,
        `${OPS_BASE}/outcomes`,
      );
    });

    scope.get(`${OPS_BASE}/open-banking`, async (request, reply) => {
      const allowed = await viewerFor(request, reply, 'aggregates');
      if (!allowed) return reply;
      const { filter, errors } = readFilter(request.query as Record<string, unknown>, clock.now());
      const figures = await openBanking(db, filter, clock.now());
      return send(
        reply,
        'Open banking',
        openBankingView(figures, filter, errors),
        allowed.viewer,
        `${OPS_BASE}/open-banking`,
      );
    });

    scope.get(`${OPS_BASE}/experiments`, async (request, reply) => {
      const allowed = await viewerFor(request, reply, 'aggregates');
      if (!allowed) return reply;
      const { filter, errors } = readFilter(request.query as Record<string, unknown>, clock.now());
      const [figures, submitted] = await Promise.all([
        experimentFigures(db, filter),
        checksSubmitted(db, filter, clock.now()),
      ]);
      const experiments = services.activities.map((activity) => ({
        activity,
        figures: figures.filter((figure) => figure.activityId === activity.id),
      }));
      return send(
        reply,
        'Experiments',
        experimentsView(experiments, submitted, filter, errors),
        allowed.viewer,
        `${OPS_BASE}/experiments`,
      );
    });

    scope.get(`${OPS_BASE}/health`, async (request, reply) => {
      const allowed = await viewerFor(request, reply, 'aggregates');
      if (!allowed) return reply;
      const { filter, errors } = readFilter(request.query as Record<string, unknown>, clock.now());
      const [figures, refusals] = await Promise.all([health(db, filter), services.rateLimitRefusals()]);
      return send(
        reply,
        'Service health',
        healthView(figures, refusals, filter, errors),
        allowed.viewer,
        `${OPS_BASE}/health`,
      );
    });

    scope.get(`${OPS_BASE}/decisions`, async (request, reply) => {
      const allowed = await viewerFor(request, reply, 'decisionLookup');
      if (!allowed) return reply;
      const query = fieldOf(request.query, 'q').slice(0, 100);
      const found = query ? await explainOneDecision(db, services.pii, query, services.agency.details) : undefined;
      if (query) {
        // What was looked up, never the text typed: it may be a visitor's email or date of birth.
        const key = lookupKeyOf(query);
        await auditLog.write(
          {
            action: 'decision-lookup',
            userId: allowed.session.account.id,
            email: allowed.viewer.email,
            subject: found?.quotationId ?? key?.value ?? auditLog.keyedText(query),
            detail: {
              found: found !== undefined,
              by: found ? 'quotation id' : key ? key.column : 'keyed hash of the text',
            },
          },
          clock.now(),
        );
      }
      return send(
        reply,
        'Decision look-up',
        decisionSearchView(query, found, query !== ''),
        allowed.viewer,
        `${OPS_BASE}/decisions`,
      );
    });

    scope.get(`${OPS_BASE}/users`, async (request, reply) => {
      const allowed = await viewerFor(request, reply, 'users');
      if (!allowed) return reply;
      const page = usersView(await listAccounts(db), allowed.viewer);
      return send(reply, 'Operators', page, allowed.viewer, `${OPS_BASE}/users`);
    });

    // An admin disables an operator (their sessions end in the same statement) or enables them again.
    for (const [change, disabled] of [
      ['disable', true],
      ['enable', false],
    ] as const) {
      scope.post(OPS_USER_CHANGES[change], async (request, reply) => {
        const allowed = await viewerFor(request, reply, 'users');
        if (!allowed) return reply;
        if (!csrfMatches(request, allowed.session)) return refuseCsrf(reply);
        const id = fieldOf(request.body, 'id');
        const self = id === allowed.session.account.id;
        const changed = isUuid(id) && !self ? await setAccountDisabled(db, { id }, disabled, clock.now()) : undefined;
        if (!changed) {
          const problem = self ? 'You cannot disable or enable your own account' : 'No such operator';
          const page = usersView(await listAccounts(db), allowed.viewer, problem);
          return send(reply, 'Operators', page, allowed.viewer, `${OPS_BASE}/users`, self ? 403 : 404);
        }
        await auditLog.write(
          {
            action: disabled ? 'account-disabled' : 'account-enabled',
            userId: allowed.session.account.id,
            email: allowed.viewer.email,
            subject: changed.id,
            detail: { operator: changed.email },
          },
          clock.now(),
        );
        return reply.redirect(`${OPS_BASE}/users`, 303);
      });
    }

    scope.get(`${OPS_BASE}/audit`, async (request, reply) => {
      const allowed = await viewerFor(request, reply, 'users');
      if (!allowed) return reply;
      return send(reply, 'Audit log', auditView(await auditLog.recent()), allowed.viewer, `${OPS_BASE}/audit`);
    });

    // The chain walked end to end (decision 046): intact, or the first row that breaks it.
    scope.get(OPS_AUDIT_CHECK_PATH, async (request, reply) => {
      const allowed = await viewerFor(request, reply, 'users');
      if (!allowed) return reply;
      const check = await auditLog.check();
      return send(reply, 'Audit log check', auditCheckView(check), allowed.viewer, OPS_AUDIT_CHECK_PATH);
    });
  });
}
