import { createHmac } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { accountByEmail, accountById, normaliseEmail, useTotpStep, type OpsAccount } from './ops-accounts.ts';
import type { AuditLog } from './ops-audit.ts';
import { deviceCookieValue, trustedDeviceOf } from './ops-device.ts';
import { OPS_AUTH_LIMITS } from './ops-limits.ts';
import { passwordMatches } from './ops-passwords.ts';
import {
  clearAttempt,
  forgetClientFailures,
  reserveAttempt,
  type AttemptKeys,
  type Reservation,
} from './ops-sign-in-attempts.ts';
import { hashToken, newToken } from './ops-tokens.ts';
import { openTotpSecret, totpStepOf } from './ops-totp.ts';

export { OPS_AUTH_LIMITS } from './ops-limits.ts';

const MINUTE = 60_000;

export type SessionStage = 'second-factor' | 'signed-in';

export interface OpsSession {
  account: OpsAccount;
  stage: SessionStage;
  csrfToken: string;
  /**
   * The account is not enrolled yet and this session holds its live enrolment link: only then is
   * its TOTP key shown (and a code from it taken).
   */
  enrolling: boolean;
}

export type SignInOutcome =
  { kind: 'second-factor'; sessionToken: string } | { kind: 'refused' } | { kind: 'locked' } | { kind: 'rate-limited' };

export type SecondFactorOutcome =
  | { kind: 'signed-in'; sessionToken: string; deviceCookie: string }
  /** The session ended (expired, or another attempt's refusal ended it) before this code was weighed. */
  | { kind: 'session-ended' }
  | { kind: 'refused' }
  | { kind: 'locked' }
  | { kind: 'rate-limited' };

export interface SignInAttempt {
  email: string;
  password: string;
  /** The client's address (behind TRUST_PROXY_HOPS proxies). */
  address: string;
  /** The browser's device cookie, if it has one (ops-device.ts). */
  deviceCookie?: string | undefined;
  /** The enrolment link's token, when the sign-in came from one. */
  enrolmentToken?: string | undefined;
}

export interface OpsAuth {
  signIn(attempt: SignInAttempt): Promise<SignInOutcome>;
  secondFactor(sessionToken: string, code: string, address: string): Promise<SecondFactorOutcome>;
  /** The session a cookie names, if it is still valid; a signed-in one is touched (idle time-out). */
  session(sessionToken: string | undefined): Promise<OpsSession | undefined>;
  signOut(sessionToken: string): Promise<void>;
  /** The TOTP secret of a session that holds its account's live enrolment link; otherwise undefined. */
  enrolmentSecret(session: OpsSession): string | undefined;
}

/** What a failed attempt is told to: the operator's e-mail when their account is being guessed at. */
export type OnFailure = (account: OpsAccount, accountFailures: number, now: Date) => void;

/** Keyed hashes the attempts are counted under: the tables never hold an address or an email. */
export function attemptKeyOf(tokenSecret: string) {
  return (kind: 'client' | 'address' | 'account' | 'device', value: string) =>
    `${kind}:${createHmac('sha256', tokenSecret).update(`ops-sign-in:${kind}:${value}`).digest('base64url')}`;
}

export function createOpsAuth({
  db,
  clock,
  piiKey,
  tokenSecret,
  auditLog,
  onFailure = () => undefined,
}: {
  db: Db;
  clock: Clock;
  piiKey: string;
  tokenSecret: string;
  auditLog: AuditLog;
  onFailure?: OnFailure;
}): OpsAuth {
  const attemptKey = attemptKeyOf(tokenSecret);
  const limits = {
    windowMs: OPS_AUTH_LIMITS.lockoutMinutes * MINUTE,
    perClient: OPS_AUTH_LIMITS.lockoutFailures,
    perAddress: OPS_AUTH_LIMITS.failuresPerAddress,
    perAccount: OPS_AUTH_LIMITS.failuresPerAccount,
  };

  async function startSession(
    accountId: string,
    stage: SessionStage,
    attempt: { clientKey: string; trusted: boolean; enrolmentHash?: string | undefined },
  ): Promise<string> {
    const token = newToken();
    const now = clock.now().toISOString();
    // Sessions past the absolute time-out can never be used again: they go as new ones start.
    const dead = new Date(clock.now().getTime() - OPS_AUTH_LIMITS.absoluteHours * 60 * MINUTE);
    await db.query('delete from ops_sessions where created_at < $1', [dead.toISOString()]);
    await db.query(
      `insert into ops_sessions (id_hash, user_id, stage, csrf_token, created_at, last_seen_at, client_key, trusted, enrolment_hash)
       values ($1, $2, $3, $4, $5, $5, $6, $7, $8)`,
      [
        hashToken(token),
        accountId,
        stage,
        newToken(),
        now,
        attempt.clientKey,
        attempt.trusted,
        attempt.enrolmentHash ?? null,
      ],
    );
    return token;
  }

  async function sessionRow(token: string) {
    const { rows } = await db.query<{
      user_id: string;
      stage: SessionStage;
      csrf_token: string;
      created_at: Date | string;
      last_seen_at: Date | string;
      client_key: string | null;
      trusted: boolean;
      enrolment_hash: string | null;
    }>(
      `select user_id, stage, csrf_token, created_at, last_seen_at, client_key, trusted, enrolment_hash
       from ops_sessions where id_hash = $1`,
      [hashToken(token)],
    );
    return rows[0];
  }

  function expired(row: { stage: SessionStage; created_at: Date | string; last_seen_at: Date | string }): boolean {
    const now = clock.now().getTime();
    const created = new Date(row.created_at).getTime();
    if (row.stage === 'second-factor') return now - created > OPS_AUTH_LIMITS.secondFactorMinutes * MINUTE;
    return (
      now - created > OPS_AUTH_LIMITS.absoluteHours * 60 * MINUTE ||
      now - new Date(row.last_seen_at).getTime() > OPS_AUTH_LIMITS.idleMinutes * MINUTE
    );
  }

  /** The session holds the account's live enrolment link, and the account is not enrolled yet. */
  const holdsEnrolment = (account: OpsAccount, enrolmentHash: string | null | undefined) =>
    !account.totpConfirmed &&
    enrolmentHash != null &&
    account.enrolment?.hash === enrolmentHash &&
    account.enrolment.expiresAt > clock.now();

  const endSession = (token: string) => db.query('delete from ops_sessions where id_hash = $1', [hashToken(token)]);

  /** A refusal before weighing: the first in its window is audited, the rest only counted (decision 045). */
  async function refused(
    reservation: Extract<Reservation, { kind: 'locked' | 'rate-limited' }>,
    step: 'password' | 'code',
    account: OpsAccount | undefined,
  ) {
    if (reservation.first) {
      await auditLog.write(
        {
          action: 'sign-in-refused',
          userId: account?.id,
          email: account?.email,
          detail: { step, reason: reservation.kind },
        },
        clock.now(),
      );
    }
    return { kind: reservation.kind };
  }

  async function failed(keys: AttemptKeys, accountFailures: number, step: 'password' | 'code', account?: OpsAccount) {
    await auditLog.write(
      { action: 'sign-in-failed', userId: account?.id, email: account?.email, detail: { step } },
      clock.now(),
    );
    if (account && !keys.trusted) onFailure(account, accountFailures, clock.now());
  }

  return {
    async signIn({ email, password, address, deviceCookie, enrolmentToken }) {
      const normalised = normaliseEmail(email);
      const account = await accountByEmail(db, normalised);
      const device = account && trustedDeviceOf(tokenSecret, deviceCookie, account.id);
      // Counted per email, known or not: a locked unknown email answers as a locked account does.
      const keys: AttemptKeys = {
        client: device ? attemptKey('device', device) : attemptKey('client', `${normalised}\n${address}`),
        address: attemptKey('address', address),
        account: attemptKey('account', normalised),
        trusted: device !== undefined,
      };
      const reservation = await reserveAttempt(db, keys, limits, clock.now());
      if (reservation.kind !== 'weighed') return refused(reservation, 'password', account);
      if (!(await passwordMatches(account?.passwordHash, password)) || !account) {
        await failed(keys, reservation.accountFailures, 'password', account);
        return { kind: 'refused' };
      }
      await clearAttempt(db, reservation.attempt);
      const sessionToken = await startSession(account.id, 'second-factor', {
        clientKey: keys.client,
        trusted: keys.trusted,
        enrolmentHash: enrolmentToken ? hashToken(enrolmentToken) : undefined,
      });
      return { kind: 'second-factor', sessionToken };
    },

    async secondFactor(sessionToken, code, address) {
      const row = await sessionRow(sessionToken);
      if (!row || row.stage !== 'second-factor' || expired(row) || !row.client_key) return { kind: 'session-ended' };
      const account = await accountById(db, row.user_id);
      if (!account) return { kind: 'session-ended' };
      // Codes count against the client that proved the password, whatever address sends them.
      const keys: AttemptKeys = {
        client: row.client_key,
        address: attemptKey('address', address),
        account: attemptKey('account', account.email),
        trusted: row.trusted,
      };
      const now = clock.now();
      const reservation = await reserveAttempt(db, keys, limits, now);
      if (reservation.kind !== 'weighed') {
        await endSession(sessionToken);
        return refused(reservation, 'code', account);
      }
      const enrolmentHash = holdsEnrolment(account, row.enrolment_hash) ? (row.enrolment_hash ?? undefined) : undefined;
      const step = totpStepOf(openTotpSecret(piiKey, account.totpSecretEncrypted), code.trim(), now);
      if (step === undefined || !(await useTotpStep(db, account.id, step, now, enrolmentHash))) {
        await failed(keys, reservation.accountFailures, 'code', account);
        return { kind: 'refused' };
      }
      await clearAttempt(db, reservation.attempt);
      await forgetClientFailures(db, keys.client);
      // A new session id once signed in: an id seen before the second factor is worth nothing after it.
      await endSession(sessionToken);
      await auditLog.write(
        {
          action: 'sign-in',
          userId: account.id,
          email: account.email,
          detail: { enrolled: enrolmentHash !== undefined, trustedDevice: keys.trusted },
        },
        now,
      );
      return {
        kind: 'signed-in',
        sessionToken: await startSession(account.id, 'signed-in', { clientKey: keys.client, trusted: keys.trusted }),
        // A new device id at each sign-in: from now on this browser is trusted for this account.
        deviceCookie: deviceCookieValue(tokenSecret, account.id),
      };
    },

    async session(sessionToken) {
      if (!sessionToken) return undefined;
      const row = await sessionRow(sessionToken);
      if (!row) return undefined;
      if (expired(row)) {
        await endSession(sessionToken);
        return undefined;
      }
      const account = await accountById(db, row.user_id);
      if (!account) return undefined;
      if (row.stage === 'signed-in') {
        await db.query('update ops_sessions set last_seen_at = $2 where id_hash = $1', [
          hashToken(sessionToken),
          clock.now().toISOString(),
        ]);
      }
      return {
        account,
        stage: row.stage,
        csrfToken: row.csrf_token,
        enrolling: row.stage === 'second-factor' && holdsEnrolment(account, row.enrolment_hash),
      };
    },

    async signOut(sessionToken) {
      await endSession(sessionToken);
    },

    enrolmentSecret(session) {
      return session.enrolling ? openTotpSecret(piiKey, session.account.totpSecretEncrypted) : undefined;
    },
  };
}
