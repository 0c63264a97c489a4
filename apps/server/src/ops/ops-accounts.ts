import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from './ops-passwords.ts';
import type { OpsRole } from './ops-roles.ts';
import { newTotpSecret, sealTotpSecret, totpUri } from './ops-totp.ts';

export interface OpsAccount {
  id: string;
  email: string;
  role: OpsRole;
  passwordHash: string;
  totpSecretEncrypted: string;
  totpConfirmed: boolean;
  totpLastStep: number;
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
  disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at),
  createdAt: new Date(row.created_at),
});

/** Emails compare without case or surrounding space: one account per mailbox. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class OpsAccountError extends Error {}

export interface NewAccount {
  account: OpsAccount;
  /** Shown once to the person creating the account, for the operator's authenticator app. */
  totpSecret: string;
  totpUri: string;
}

export async function createAccount(
  db: Queryable,
  input: { email: string; role: OpsRole; password: string; piiKey: string; now: Date },
): Promise<NewAccount> {
  const email = normaliseEmail(input.email);
  if (!EMAIL.test(email)) throw new OpsAccountError(`Not an email address: ${input.email}`);
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new OpsAccountError(`The password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const totpSecret = newTotpSecret();
  const { rows } = await db.query<AccountRow>(
    `insert into ops_users (id, email, role, password_hash, totp_secret_encrypted, created_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (email) do nothing
     returning *`,
    [
      randomUUID(),
      email,
      input.role,
      await hashPassword(input.password),
      sealTotpSecret(input.piiKey, totpSecret),
      input.now.toISOString(),
    ],
  );
  const row = rows[0];
  if (!row) throw new OpsAccountError(`An operator with the email ${email} already exists`);
  return { account: accountOf(row), totpSecret, totpUri: totpUri(totpSecret, email) };
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
 * so two requests with the same code cannot both pass (RFC 6238 §5.2). Confirms enrolment too.
 */
export async function useTotpStep(db: Queryable, accountId: string, step: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `update ops_users set totp_last_step = $2, totp_confirmed_at = coalesce(totp_confirmed_at, $3)
     where id = $1 and totp_last_step < $2 returning id`,
    [accountId, step, now.toISOString()],
  );
  return rows.length === 1;
}
