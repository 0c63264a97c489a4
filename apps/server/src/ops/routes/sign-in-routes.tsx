import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpsSession } from '../ops-auth.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../ops-device.ts';
import { OPS_BASE, OPS_CSRF_FIELD, OPS_SECOND_FACTOR_PATH, OPS_SIGN_IN_PATH, OPS_SIGN_OUT_PATH } from '../ops-paths.ts';
import { SIGN_IN_LOCKED, SIGN_IN_RATE_LIMITED, SIGN_IN_REFUSED } from '../ops-texts.ts';
import { totpUri } from '../ops-totp.ts';
import { NotEnrolledView } from '../views/not-enrolled-view.tsx';
import { SecondFactorView } from '../views/second-factor-view.tsx';
import { SignInView } from '../views/sign-in-view.tsx';
import { fieldOf, PRE_SESSION_CSRF_COOKIE, sameText, SESSION_COOKIE, within, type ConsoleKit } from './console-kit.tsx';

/** An enrolment token is 43 characters: anything much longer is not one. */
const ENROLMENT_TOKEN_LIMIT = 100;

/** Sign-in (password, then a TOTP code; the key shown once through an enrolment link) and sign-out. */
export function signInRoutes(scope: FastifyInstance, kit: ConsoleKit): void {
  const { opsAuth } = kit.services;

  /** A fresh pre-session token, in its cookie and for the form. */
  function preSessionToken(request: FastifyRequest, reply: FastifyReply) {
    const token = randomBytes(32).toString('base64url');
    reply.setCookie(PRE_SESSION_CSRF_COOKIE, token, kit.cookieOptions(request));
    return token;
  }

  scope.get(within(OPS_SIGN_IN_PATH), async (request, reply) => {
    const session = await kit.sessionOf(request);
    if (session?.stage === 'signed-in') return reply.redirect(OPS_BASE, 303);
    const token = preSessionToken(request, reply);
    // From an enrolment link: the token goes with the password, and is checked only once that is right.
    const enrolment = fieldOf(request.query, 'enrolment').slice(0, ENROLMENT_TOKEN_LIMIT);
    return kit.send(reply, 'Sign in', <SignInView csrf={token} enrolmentToken={enrolment || undefined} />);
  });

  scope.post(within(OPS_SIGN_IN_PATH), async (request, reply) => {
    const expected = request.cookies[PRE_SESSION_CSRF_COOKIE];
    if (!expected || !sameText(fieldOf(request.body, OPS_CSRF_FIELD), expected)) return kit.refuseCsrf(reply);
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
      reply.setCookie(SESSION_COOKIE, outcome.sessionToken, kit.cookieOptions(request));
      return reply.redirect(OPS_SECOND_FACTOR_PATH, 303);
    }
    const [status, message] =
      outcome.kind === 'rate-limited'
        ? [429, SIGN_IN_RATE_LIMITED]
        : outcome.kind === 'locked'
          ? [423, SIGN_IN_LOCKED]
          : [401, SIGN_IN_REFUSED];
    return kit.send(reply, 'Sign in', <SignInView csrf={expected} message={message} enrolmentToken={enrolment} />, {
      status,
    });
  });

  function secondFactorPage(session: OpsSession, message?: string) {
    if (!session.account.totpConfirmed && !session.enrolling) return <NotEnrolledView />;
    const secret = opsAuth.enrolmentSecret(session);
    const enrolment = secret ? { secret, uri: totpUri(secret, session.account.email) } : undefined;
    return <SecondFactorView csrf={session.csrfToken} enrolment={enrolment} message={message} />;
  }

  scope.get(within(OPS_SECOND_FACTOR_PATH), async (request, reply) => {
    const session = await kit.sessionOf(request);
    if (!session || session.stage !== 'second-factor') return reply.redirect(OPS_SIGN_IN_PATH, 303);
    return kit.send(reply, 'Enter your code', secondFactorPage(session));
  });

  scope.post(within(OPS_SECOND_FACTOR_PATH), async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = await kit.sessionOf(request);
    if (!token || !session || session.stage !== 'second-factor') return reply.redirect(OPS_SIGN_IN_PATH, 303);
    if (!kit.csrfMatches(request, session)) return kit.refuseCsrf(reply);
    const outcome = await opsAuth.secondFactor(token, fieldOf(request.body, 'code'), request.ip);
    // Ended between the look-up above and the code (codes sent at once): back to sign in, as above.
    if (outcome.kind === 'session-ended') return reply.redirect(OPS_SIGN_IN_PATH, 303);
    if (outcome.kind === 'signed-in') {
      reply.setCookie(SESSION_COOKIE, outcome.sessionToken, kit.cookieOptions(request));
      // This browser is trusted from now on: others' failures do not lock it (decision 045).
      reply.setCookie(DEVICE_COOKIE, outcome.deviceCookie, {
        ...kit.cookieOptions(request),
        maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
      });
      return reply.redirect(OPS_BASE, 303);
    }
    if (outcome.kind === 'locked' || outcome.kind === 'rate-limited') {
      reply.clearCookie(SESSION_COOKIE, { path: OPS_BASE });
      const fresh = preSessionToken(request, reply);
      const [status, message] = outcome.kind === 'locked' ? [423, SIGN_IN_LOCKED] : [429, SIGN_IN_RATE_LIMITED];
      return kit.send(reply, 'Sign in', <SignInView csrf={fresh} message={message} />, { status });
    }
    return kit.send(reply, 'Enter your code', secondFactorPage(session, SIGN_IN_REFUSED), { status: 401 });
  });

  scope.post(within(OPS_SIGN_OUT_PATH), async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = await kit.sessionOf(request);
    if (token && session) {
      if (!kit.csrfMatches(request, session)) return kit.refuseCsrf(reply);
      await opsAuth.signOut(token);
      await kit.audit(session, { action: 'sign-out' });
    }
    reply.clearCookie(SESSION_COOKIE, { path: OPS_BASE });
    return reply.redirect(OPS_SIGN_IN_PATH, 303);
  });
}
