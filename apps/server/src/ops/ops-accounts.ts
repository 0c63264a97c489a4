import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { OPS_AUTH_LIMITS } from './ops-limits.ts';
import { OPS_BASE } from './ops-paths.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from './ops-passwords.ts';
import type { OpsRole } from './ops-roles.ts';
import { hashToken, newToken } from './ops-tokens.ts';
import { newTotpSecret, sealTotpSecret } from './ops-totp.ts';

export interface OpsAccount {
  id: string;
  email: string;
  role: OpsRole;
  passwordHash: string;
  totpSecretEncrypted: string;
  totpConfirmed: boolean;
  totpLastStep: number;
  /** The one live enrolment link (a hash of its token) and its end; none once enrolled. */
  enrolment: { hash: string; expiresAt: Date } | undefined;
  /** Disabled by an admin: cannot sign in, and has no session. */
  disabledAt: Date | null;
  createdAt: Date;
}

interface AccountRow {
  id: string;
  email: string;
  role: OpsRole;
  password_hash: string;
  totp_secret_encrypted: string;
  totp_confirmed_at: Date | string | null;
  totp_last_step: string | number;
  enrolment_hash: string | null;
  enrolment_expires_at: Date | string | null;
  disabled_at: Date | string | null;
  created_at: Date | string;
}

const accountOf = (row: AccountRow): OpsAccount => ({
  id: row.id,
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  totpSecretEncrypted: row.totp_secret_encrypted,
  totpConfirmed: row.totp_confirmed_at !== null,
  totpLastStep: Number(row.totp_last_step),
  enrolment:
    row.enrolment_hash === null || row.enrolment_expires_at === null
      ? undefined
      : { hash: row.enrolment_hash, expiresAt: new Date(row.enrolment_expires_at) },
  disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at),
  createdAt: new Date(row.created_at),
});

/** Emails compare without case or surrounding space: one account per mailbox. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class OpsAccountError extends Error {}

export interface Enrolment {
  account: OpsAccount;
  /**
   * Shown once to the admin, for the operator: with it and their password the operator sees their
   * TOTP key, once, to set up an authenticator app (enrolmentLink). Only its hash is kept.
   */
  enrolmentToken: string;
}

/** The sign-in page with the enrolment token: what `ops:user add` and `ops:user enrol` print. */
export const enrolmentLink = (origin: string, token: string): string =>
  `${origin}${OPS_BASE}/sign-in?enrolment=${encodeURIComponent(token)}`;

const enrolmentEnd = (now: Date) => new Date(now.getTime() + OPS_AUTH_LIMITS.enrolmentHours * 3_600_000).toISOString();

export async function createAccount(
  db: Queryable,
  input: { email: string; role: OpsRole; password: string; piiKey: string; now: Date },
): Promise<Enrolment> {
  const email = normaliseEmail(input.email);
  if (!EMAIL.test(email)) throw new OpsAccountError(`Not an email address: ${input.email}`);
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new OpsAccountError(`The password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const enrolmentToken = newToken();
  const { rows } = await db.query<AccountRow>(
    `insert into ops_users
       (id, email, role, password_hash, totp_secret_encrypted, enrolment_hash, enrolment_expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (email) do nothing
     returning *`,
    [
      randomUUID(),
      email,
      input.role,
      await hashPassword(input.password),
      sealTotpSecret(input.piiKey, newTotpSecret()),
      hashToken(enrolmentToken),
      enrolmentEnd(input.now),
      input.now.toISOString(),
    ],
  );
  const row = rows[0];
  if (!row) throw new OpsAccountError(`An operator with the email ${email} already exists`);
  return { account: accountOf(row), enrolmentToken };
}

/**
 * A new enrolment for an operator (a lost phone): a new TOTP key, not yet confirmed, so the old
 * authenticator's codes stop working; every session of theirs ends; earlier links stop working.
 */
export async function newEnrolment(
  db: Queryable,
  input: { email: string; piiKey: string; now: Date },
): Promise<Enrolment | undefined> {
  const enrolmentToken = newToken();
  const { rows } = await db.query<AccountRow>(
    `with changed as (
       update ops_users set totp_secret_encrypted = $2, totp_confirmed_at = null, enrolment_hash = $3,
         enrolment_expires_at = $4
       where email = $1 returning *
     ), ended as (
       delete from ops_sessions where user_id in (select id from changed)
     )
     select * from changed`,
    [
      normaliseEmail(input.email),
      sealTotpSecret(input.piiKey, newTotpSecret()),
      hashToken(enrolmentToken),
      enrolmentEnd(input.now),
    ],
  );
  return rows[0] && { account: accountOf(rows[0]), enrolmentToken };
}

export async function accountByEmail(db: Queryable, email: string): Promise<OpsAccount | undefined> {
  const { rows } = await db.query<AccountRow>('select * from ops_users where email = $1 and disabled_at is null', [
    normaliseEmail(email),
  ]);
  return rows[0] && accountOf(rows[0]);
}

export async function accountById(db: Queryable, id: string): Promise<OpsAccount | undefined> {
  const { rows } = await db.query<AccountRow>('select * from ops_users where id = $1 and disabled_at is null', [id]);
  return rows[0] && accountOf(rows[0]);
}

/** Every account, disabled ones too (an admin may enable them again). */
export async function listAccounts(db: Queryable): Promise<OpsAccount[]> {
  const { rows } = await db.query<AccountRow>('select * from ops_users order by email');
  return rows.map(accountOf);
}

/**
 * Disables an operator (and ends every session of theirs in the same statement, so a page open
 * elsewhere is signed out at once), or enables them again. Finds them by id or email; undefined
 * when there is no such operator.
 */
export async function setAccountDisabled(
  db: Queryable,
  who: { id: string } | { email: string },
  disabled: boolean,
  now: Date,
): Promise<OpsAccount | undefined> {
  const [column, value] = 'id' in who ? ['id', who.id] : ['email', normaliseEmail(who.email)];
  const { rows } = await db.query<AccountRow>(
    `with changed as (
       update ops_users set disabled_at = case when $2 then coalesce(disabled_at, $3::timestamptz) end
       where ${column} = $1 returning *
     ), ended as (
       delete from ops_sessions where $2 and user_id in (select id from changed)
     )
     select * from changed`,
    [value, disabled, now.toISOString()],
  );
  return rows[0] && accountOf(rows[0]);
}

/**
 * Spends a TOTP time step: only a step later than the last one used is taken, in one statement,
 * so two requests with the same code cannot both pass (RFC 6238 §5.2). An account not yet
 * enrolled takes it only through its live enrolment link (`enrolmentHash`, the session's), which
 * the step then uses up: enrolment is confirmed and the link works no more.
 */
export async function useTotpStep(
  db: Queryable,
  accountId: string,
  step: number,
  now: Date,
  enrolmentHash: string | undefined,
): Promise<boolean> {
  const { rows } = await db.query(
    `update ops_users set totp_last_step = $2, totp_confirmed_at = coalesce(totp_confirmed_at, $3),
       enrolment_hash = null, enrolment_expires_at = null
     where id = $1 and totp_last_step < $2
       and (totp_confirmed_at is not null or (enrolment_hash = $4 and enrolment_expires_at > $3))
     returning id`,
    [accountId, step, now.toISOString(), enrolmentHash ?? null],
  );
  return rows.length === 1;
}
