import { createHash, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';

/**
 * The keys one sign-in attempt counts under (decision 045), each a keyed hash. An untrusted
 * attempt counts for its client (the email with the address), its address and its account; one
 * from a trusted device (its cookie proves an earlier sign-in there) for that device alone, so
 * no-one else's failures can lock it. `account` is kept on a trusted attempt too, for the unlock
 * and the e-mail, but not counted against the account.
 */
export interface AttemptKeys {
  client: string;
  address: string | undefined;
  account: string;
  trusted: boolean;
}

/** The limits, per key, within one window. */
export interface AttemptLimits {
  windowMs: number;
  perClient: number;
  perAddress: number;
  perAccount: number;
}

export type Reservation =
  | {
      kind: 'weighed';
      /** The attempt's row: deleted if its answer was right (`cleared`), else it stays a failure. */
      attempt: string;
      /** Untrusted failures against the account in the window, this attempt included. */
      accountFailures: number;
    }
  | {
      kind: 'locked' | 'rate-limited';
      /** The first refusal of this key in its window: that one is audited, the rest only counted. */
      first: boolean;
    };

/** A 64-bit advisory lock id per key: transactions on the same key take turns. */
const lockIdOf = (key: string): bigint => createHash('sha256').update(`ops-sign-in:${key}`).digest().readBigInt64BE(0);

/**
 * Records an attempt and reads its keys' counts under their locks, in one transaction: of any
 * number of attempts sent at once, no more than each limit are ever weighed. The attempt counts as
 * a failure from here on, until `cleared`: a right answer costs one short-lived row.
 */
export async function reserveAttempt(
  db: Db,
  keys: AttemptKeys,
  limits: AttemptLimits,
  now: Date,
): Promise<Reservation> {
  const since = new Date(now.getTime() - limits.windowMs).toISOString();
  const address = keys.trusted ? null : (keys.address ?? null);
  const account = keys.trusted ? null : keys.account;
  const counted = [keys.client, address, account].filter((key): key is string => key !== null);
  return db.transaction(async (tx) => {
    // In one order for every transaction, so two attempts sharing keys never wait on each other.
    const locks = counted.map(lockIdOf).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const id of locks) await tx.query('select pg_advisory_xact_lock($1::bigint)', [id.toString()]);
    const { rows } = await tx.query<{ client: unknown; address: unknown; account: unknown }>(
      `select count(*) filter (where client_key = $1) as client,
              count(*) filter (where address_key = $2) as address,
              count(*) filter (where account_key = $3 and not trusted) as account
       from ops_sign_in_attempts
       where failed_at > $4 and (client_key = $1 or address_key = $2 or (account_key = $3 and not trusted))`,
      [keys.client, address, account, since],
    );
    const counts = {
      client: Number(rows[0]?.client),
      address: Number(rows[0]?.address),
      account: Number(rows[0]?.account),
    };
    if (address !== null && counts.address >= limits.perAddress) {
      return { kind: 'rate-limited', first: await firstRefusal(tx, address, undefined, since, now) };
    }
    if (counts.client >= limits.perClient) {
      return { kind: 'locked', first: await firstRefusal(tx, keys.client, keys.account, since, now) };
    }
    if (account !== null && counts.account >= limits.perAccount) {
      return { kind: 'locked', first: await firstRefusal(tx, account, account, since, now) };
    }
    const attempt = randomUUID();
    await tx.query(
      `insert into ops_sign_in_attempts (id, client_key, address_key, account_key, trusted, failed_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [attempt, keys.client, address, keys.account, keys.trusted, now.toISOString()],
    );
    return { kind: 'weighed', attempt, accountFailures: counts.account + (keys.trusted ? 0 : 1) };
  });
}

/** Marks a key's refusal; true for the first in its window. Called under the key's lock. */
async function firstRefusal(
  tx: Queryable,
  key: string,
  account: string | undefined,
  since: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    `insert into ops_sign_in_refusals (key, account_key, refused_at)
     select $1, $2, $3 where not exists (select 1 from ops_sign_in_refusals where key = $1 and refused_at > $4)
     returning key`,
    [key, account ?? null, now.toISOString(), since],
  );
  return rows.length === 1;
}

/** The attempt's answer was right: it is no failure. */
export async function clearAttempt(db: Queryable, attempt: string): Promise<void> {
  await db.query('delete from ops_sign_in_attempts where id = $1', [attempt]);
}

/** Signed in: the client's own failures are forgotten (the address's and the account's stay). */
export async function forgetClientFailures(db: Queryable, client: string): Promise<void> {
  await db.query('update ops_sign_in_attempts set client_key = null where client_key = $1', [client]);
}

/**
 * `ops:user unlock`: every failure against the account is forgotten, for each of its clients and
 * the account itself; what they counted against their addresses stays. Returns how many.
 */
export async function forgetAccountFailures(db: Queryable, account: string): Promise<number> {
  const { rows } = await db.query(
    `update ops_sign_in_attempts set client_key = null, account_key = null where account_key = $1 returning id`,
    [account],
  );
  await db.query('delete from ops_sign_in_refusals where account_key = $1', [account]);
  return rows.length;
}
