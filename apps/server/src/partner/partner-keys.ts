import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { COMPARISON_SITE_CODES } from '@quickcheck/brands';
import type { Queryable } from '../db/db.ts';

/** A partner is a comparison site the product already knows (docs/product/overview.md, docs/product/overview.md#brand-groups-and-flags): its consumer code. */
export type PartnerCode = (typeof COMPARISON_SITE_CODES)[number];

export function partnerCodeOf(value: string): PartnerCode | undefined {
  const upper = value.trim().toUpperCase();
  return (COMPARISON_SITE_CODES as readonly string[]).includes(upper) ? (upper as PartnerCode) : undefined;
}

/** Two keys at once: a new one is issued and deployed before the old one is revoked (rotation). */
export const MOST_ACTIVE_KEYS = 2;
export const DEFAULT_PER_MINUTE = 120;
export const DEFAULT_PER_DAY = 20_000;
/** The development sandbox key's partner (docs/product/contract.md#pages): the first comparison site with a logo. */
export const SANDBOX_PARTNER: PartnerCode = 'MSM';

const KEY_PREFIX = 'qcp';
/** `qcp_<prefix>_<secret>`: the prefix names the key in lists and logs; the secret is 256 random bits. */
const KEY_SHAPE = /^qcp_([a-z0-9]{10})_([A-Za-z0-9_-]{43})$/;

/**
 * SHA-256 is enough here, unlike for passwords: a key carries 256 random bits, so no guess list
 * or slow hash matters, and every request is checked by one indexed equality.
 */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface PartnerKey {
  id: string;
  partner: PartnerCode;
  prefix: string;
  sandbox: boolean;
  /** Made by a development server or command: refused outside development (issue 35). */
  madeInDevelopment: boolean;
  perMinute: number;
  perDay: number;
  createdAt: Date;
  revokedAt: Date | undefined;
}

interface KeyRow {
  id: string;
  partner: string;
  prefix: string;
  sandbox: boolean;
  made_in_development: boolean;
  per_minute: number;
  per_day: number;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

const keyOf = (row: KeyRow): PartnerKey => ({
  id: row.id,
  partner: row.partner as PartnerCode,
  prefix: row.prefix,
  sandbox: row.sandbox,
  madeInDevelopment: row.made_in_development,
  perMinute: Number(row.per_minute),
  perDay: Number(row.per_day),
  createdAt: new Date(row.created_at),
  revokedAt: row.revoked_at === null ? undefined : new Date(row.revoked_at),
});

const COLUMNS = 'id, partner, prefix, sandbox, made_in_development, per_minute, per_day, created_at, revoked_at';

export class PartnerKeyError extends Error {}

export interface NewKeyOptions {
  /** Made by a development command: it works in development only. */
  development?: boolean;
  perMinute?: number;
  perDay?: number;
  now?: Date;
}

function newKeyText(): { key: string; prefix: string } {
  const prefix = randomBytes(8).toString('hex').slice(0, 10);
  return { prefix, key: `${KEY_PREFIX}_${prefix}_${randomBytes(32).toString('base64url')}` };
}

/** A new key for the partner, shown once (only its hash is kept); refused when two are already active. */
export async function createPartnerKey(
  db: Queryable,
  partner: PartnerCode,
  options: NewKeyOptions = {},
): Promise<{ key: string; record: PartnerKey }> {
  const { key, prefix } = newKeyText();
  // The count and the insert in one statement: an operator's command, not a race anyone runs.
  const { rows } = await db.query<KeyRow>(
    `insert into partner_keys (id, partner, prefix, key_hash, per_minute, per_day, created_at, made_in_development)
     select $1, $2, $3, $4, $5, $6, $7, $9
     where (select count(*) from partner_keys where partner = $2 and revoked_at is null and not sandbox) < $8
     returning ${COLUMNS}`,
    [
      randomUUID(),
      partner,
      prefix,
      hashKey(key),
      options.perMinute ?? DEFAULT_PER_MINUTE,
      options.perDay ?? DEFAULT_PER_DAY,
      options.now ?? new Date(),
      MOST_ACTIVE_KEYS,
      options.development ?? false,
    ],
  );
  const row = rows[0];
  if (!row) throw new PartnerKeyError(`${partner} already has ${MOST_ACTIVE_KEYS} active keys: revoke one first`);
  return { key, record: keyOf(row) };
}

/** Revokes at once: the next request with the key is refused (keys are looked up per request). */
export async function revokePartnerKey(db: Queryable, prefix: string, now = new Date()): Promise<PartnerKey> {
  const { rows } = await db.query<KeyRow>(
    `update partner_keys set revoked_at = coalesce(revoked_at, $2) where prefix = $1 returning ${COLUMNS}`,
    [prefix, now],
  );
  if (!rows[0]) throw new PartnerKeyError(`No key has the prefix ${prefix}`);
  return keyOf(rows[0]);
}

export async function listPartnerKeys(db: Queryable): Promise<PartnerKey[]> {
  const { rows } = await db.query<KeyRow>(`select ${COLUMNS} from partner_keys order by partner, created_at`);
  return rows.map(keyOf);
}

/**
 * The key a request presents, active or revoked; undefined when it is no key of ours, or one made
 * in development presented outside it (the sandbox key of a development start is no production key).
 */
export async function findPartnerKey(
  db: Queryable,
  presented: string,
  { development }: { development: boolean },
): Promise<PartnerKey | undefined> {
  if (!KEY_SHAPE.test(presented)) return undefined;
  const { rows } = await db.query<KeyRow>(
    `select ${COLUMNS} from partner_keys where key_hash = $1 and (not made_in_development or $2)`,
    [hashKey(presented), development],
  );
  return rows[0] && keyOf(rows[0]);
}

/**
 * Development only (docs/product/contract.md#pages): the sandbox key, derived from the token secret so it is the same
 * at every start and on every process, and registered (idempotently) under the sandbox partner.
 */
export async function ensureSandboxKey(db: Queryable, tokenSecret: string, now = new Date()): Promise<string> {
  const digest = createHmac('sha256', tokenSecret).update('partner-sandbox-key').digest();
  const prefix = `sandbox${digest.subarray(0, 2).toString('hex').slice(0, 3)}`;
  const key = `${KEY_PREFIX}_${prefix}_${digest.toString('base64url')}`;
  await db.query(
    `insert into partner_keys (id, partner, prefix, key_hash, sandbox, made_in_development, per_minute, per_day, created_at)
     values ($1, $2, $3, $4, true, true, $5, $6, $7)
     on conflict (key_hash) do nothing`,
    [randomUUID(), SANDBOX_PARTNER, prefix, hashKey(key), DEFAULT_PER_MINUTE, DEFAULT_PER_DAY, now],
  );
  return key;
}
