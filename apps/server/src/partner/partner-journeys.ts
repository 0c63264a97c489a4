import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { PartnerCode } from './partner-keys.ts';

/** Long enough to go from the partner's page to ours, short enough that a leaked link soon opens nothing. */
export const CONTINUE_LINK_MINUTES = 30;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

export interface Journey {
  id: string;
  /** Set once its quotation is stored; a repeat of the first call may find it still unset. */
  quotationId: string | undefined;
}

export type OpenedJourney = Journey | { conflict: true };

/**
 * One applicant a partner sent. With an Idempotency-Key (scoped to the partner: partner B's key
 * can never find partner A's journey) the same key finds the same journey; the same key with a
 * different body is a conflict (IETF idempotency-key draft: 422).
 */
export async function openJourney(
  db: Queryable,
  partner: PartnerCode,
  idempotencyKey: string | undefined,
  requestText: string,
  now: Date,
): Promise<OpenedJourney> {
  const keyHash = idempotencyKey === undefined ? null : sha256(idempotencyKey);
  const requestHash = sha256(requestText);
  const { rows } = await db.query<{ id: string }>(
    `insert into partner_journeys (id, partner, idempotency_key_hash, request_hash, created_at)
     values ($1, $2, $3, $4, $5) on conflict (partner, idempotency_key_hash) do nothing returning id`,
    [randomUUID(), partner, keyHash, requestHash, now],
  );
  if (rows[0]) return { id: rows[0].id, quotationId: undefined };
  const found = await db.query<{ id: string; request_hash: string; quotation_id: string | null }>(
    'select id, request_hash, quotation_id from partner_journeys where partner = $1 and idempotency_key_hash = $2',
    [partner, keyHash],
  );
  const row = found.rows[0];
  if (!row) throw new Error('Partner journey vanished after a conflicting insert');
  if (row.request_hash !== requestHash) return { conflict: true };
  return { id: row.id, quotationId: row.quotation_id ?? undefined };
}

export async function attachQuotation(db: Queryable, journeyId: string, quotationId: string): Promise<void> {
  await db.query('update partner_journeys set quotation_id = $2 where id = $1', [journeyId, quotationId]);
}

/** The partner journey a quotation belongs to, if any: its edits are keyed by the journey (one soft search). */
export async function journeyOfQuotation(
  db: Queryable,
  quotationId: string,
): Promise<{ id: string; partner: PartnerCode } | undefined> {
  const { rows } = await db.query<{ id: string; partner: PartnerCode }>(
    'select id, partner from partner_journeys where quotation_id = $1',
    [quotationId],
  );
  return rows[0];
}

/**
 * A single-use link token: 256 random bits, only its hash stored. One live link per application:
 * a retry's new link replaces the unused one (its hash, hence its token), which then opens nothing.
 */
export async function issueContinueLink(db: Queryable, journeyId: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CONTINUE_LINK_MINUTES * 60_000);
  await db.query(
    `insert into partner_continue_links (token_hash, journey_id, expires_at) values ($1, $2, $3)
     on conflict (journey_id) where used_at is null
     do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
    [sha256(token), journeyId, expiresAt],
  );
  return { token, expiresAt };
}

/** What using a continue link came to: the journey it opens, or why it opens nothing. */
export type ContinueLinkUse =
  | { kind: 'opened'; partner: PartnerCode; quotationId: string }
  /** `brand`: the brand the partner's applicant was checked in, for the page that says so. */
  | { kind: 'used'; usedAt: Date; brand: string | undefined }
  | { kind: 'expired'; brand: string | undefined }
  /** Never issued, or replaced by a retry's link (its hash is gone). */
  | { kind: 'unknown' };

/**
 * Spends the link in one statement (two tabs opening it at once: one wins). A link that opens
 * nothing is looked up again to say why: used (and when) comes before expired.
 */
export async function useContinueLink(db: Queryable, token: string, now: Date): Promise<ContinueLinkUse> {
  const tokenHash = sha256(token);
  const { rows } = await db.query<{ partner: PartnerCode; quotation_id: string | null }>(
    `with used as (
       update partner_continue_links set used_at = $2
       where token_hash = $1 and used_at is null and expires_at > $2
       returning journey_id
     )
     select j.partner, j.quotation_id from used join partner_journeys j on j.id = used.journey_id`,
    [tokenHash, now],
  );
  const row = rows[0];
  if (row?.quotation_id) return { kind: 'opened', partner: row.partner, quotationId: row.quotation_id };
  const refused = await db.query<{ used_at: Date | null; brand: string | null }>(
    `select l.used_at, q.brand from partner_continue_links l
     join partner_journeys j on j.id = l.journey_id
     left join quotations q on q.id = j.quotation_id
     where l.token_hash = $1`,
    [tokenHash],
  );
  const link = refused.rows[0];
  if (!link) return { kind: 'unknown' };
  const brand = link.brand ?? undefined;
  return link.used_at ? { kind: 'used', usedAt: link.used_at, brand } : { kind: 'expired', brand };
}
