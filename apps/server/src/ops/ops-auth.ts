import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { accountByEmail, accountById, normaliseEmail, useTotpStep, type OpsAccount } from './ops-accounts.ts';
import { audit } from './ops-audit.ts';
import { passwordMatches } from './ops-passwords.ts';
import { openTotpSecret, totpStepOf } from './ops-totp.ts';

/** Time-outs, the lock-out and the sign-in rate limit (apps/server/README.md, Operator console). */
export const OPS_AUTH_LIMITS = {
  /** A signed-in session unused this long ends (OWASP: 15–30 minutes for sensitive data). */
  idleMinutes: 30,
  /** However busy, a session ends this long after sign-in. */
  absoluteHours: 8,
  /** Between the password and the code. */
  secondFactorMinutes: 5,
  /** Failed passwords or codes for one email within the window lock it until the window has passed. */
  lockoutFailures: 5,
  lockoutMinutes: 15,
  /** Failed attempts from one address within the lock-out window, whatever the email: then 429. */
  failuresPerAddress: 20,
} as const;

const MINUTE = 60_000;

export type SessionStage = 'second-factor' | 'signed-in';

export interface OpsSession {
  account: OpsAccount;
  stage: SessionStage;
  csrfToken: string;
}

export type SignInOutcome =
  { kind: 'second-factor'; sessionToken: string } | { kind: 'refused' } | { kind: 'locked' } | { kind: 'rate-limited' };

export type SecondFactorOutcome =
  { kind: 'signed-in'; sessionToken: string } | { kind: 'refused' } | { kind: 'locked' };

export interface OpsAuth {
  signIn(email: string, password: string, address: string): Promise<SignInOutcome>;
  secondFactor(sessionToken: string, code: string, address: string): Promise<SecondFactorOutcome>;
  /** The session a cookie names, if it is still valid; a signed-in one is touched (idle time-out). */
  session(sessionToken: string | undefined): Promise<OpsSession | undefined>;
  signOut(sessionToken: string): Promise<void>;
  /** The TOTP secret of an account still enrolling (its enrolment page shows it once as a QR code). */
  enrolmentSecret(account: OpsAccount): string | undefined;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export function createOpsAuth({
  db,
  clock,
  piiKey,
  tokenSecret,
}: {
  db: Db;
  clock: Clock;
  piiKey: string;
  tokenSecret: string;
}): OpsAuth {
  // Attempts are counted under keyed hashes: the table never holds an address or an email.
  const attemptKey = (kind: 'email' | 'address', value: string) =>
    `${kind}:${createHmac('sha256', tokenSecret).update(`ops-sign-in:${kind}:${value}`).digest('base64url')}`;

  async function failuresSince(key: string): Promise<number> {
    const since = new Date(clock.now().getTime() - OPS_AUTH_LIMITS.lockoutMinutes * MINUTE);
    const { rows } = await db.query<{ n: unknown }>(
      'select count(*) as n from ops_sign_in_failures where key = $1 and failed_at > $2',
      [key, since.toISOString()],
    );
    return Number(rows[0]?.n);
  }

  async function recordFailure(keys: string[]): Promise<void> {
    const now = clock.now().toISOString();
    for (const key of keys)
      await db.query('insert into ops_sign_in_failures (key, failed_at) values ($1, $2)', [key, now]);
  }

  async function startSession(accountId: string, stage: SessionStage): Promise<string> {
    const token = newToken();
    const now = clock.now().toISOString();
    // Sessions past the absolute time-out can never be used again: they go as new ones start.
    const dead = new Date(clock.now().getTime() - OPS_AUTH_LIMITS.absoluteHours * 60 * MINUTE);
    await db.query('delete from ops_sessions where created_at < $1', [dead.toISOString()]);
    await db.query(
      `insert into ops_sessions (id_hash, user_id, stage, csrf_token, created_at, last_seen_at)
       values ($1, $2, $3, $4, $5, $5)`,
      [hashToken(token), accountId, stage, newToken(), now],
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
    }>('select user_id, stage, csrf_token, created_at, last_seen_at from ops_sessions where id_hash = $1', [
      hashToken(token),
    ]);
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

  const endSession = (token: string) => db.query('delete from ops_sessions where id_hash = $1', [hashToken(token)]);

  return {
    async signIn(email, password, address) {
      const emailKey = attemptKey('email', normaliseEmail(email));
      const addressKey = attemptKey('address', address);
      if ((await failuresSince(addressKey)) >= OPS_AUTH_LIMITS.failuresPerAddress) return { kind: 'rate-limited' };
      // Counted per email, known or not: a locked unknown email answers as a locked account does.
      if ((await failuresSince(emailKey)) >= OPS_AUTH_LIMITS.lockoutFailures) return { kind: 'locked' };
      const account = await accountByEmail(db, email);
      if (!(await passwordMatches(account?.passwordHash, password)) || !account) {
        await recordFailure([emailKey, addressKey]);
        await audit(
          db,
          { action: 'sign-in-failed', userId: account?.id, email: account?.email, detail: { step: 'password' } },
          clock.now(),
        );
        return { kind: 'refused' };
      }
      return { kind: 'second-factor', sessionToken: await startSession(account.id, 'second-factor') };
    },

    async secondFactor(sessionToken, code, address) {
      const row = await sessionRow(sessionToken);
      if (!row || row.stage !== 'second-factor' || expired(row)) return { kind: 'refused' };
      const account = await accountById(db, row.user_id);
      if (!account) return { kind: 'refused' };
      const emailKey = attemptKey('email', account.email);
      if ((await failuresSince(emailKey)) >= OPS_AUTH_LIMITS.lockoutFailures) {
        await endSession(sessionToken);
        return { kind: 'locked' };
      }
      const now = clock.now();
      const step = totpStepOf(openTotpSecret(piiKey, account.totpSecretEncrypted), code.trim(), now);
      if (step === undefined || !(await useTotpStep(db, account.id, step, now))) {
        await recordFailure([emailKey, attemptKey('address', address)]);
        await audit(
          db,
          { action: 'sign-in-failed', userId: account.id, email: account.email, detail: { step: 'code' } },
          now,
        );
        return { kind: 'refused' };
      }
      // A new session id once signed in: an id seen before the second factor is worth nothing after it.
      await endSession(sessionToken);
      await db.query('delete from ops_sign_in_failures where key = $1', [emailKey]);
      await audit(
        db,
        { action: 'sign-in', userId: account.id, email: account.email, detail: { enrolled: !account.totpConfirmed } },
        now,
      );
      return { kind: 'signed-in', sessionToken: await startSession(account.id, 'signed-in') };
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
      return { account, stage: row.stage, csrfToken: row.csrf_token };
    },

    async signOut(sessionToken) {
      await endSession(sessionToken);
    },

    enrolmentSecret(account) {
      return account.totpConfirmed ? undefined : openTotpSecret(piiKey, account.totpSecretEncrypted);
    },
  };
}
