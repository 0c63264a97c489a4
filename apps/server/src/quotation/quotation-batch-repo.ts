import type { Queryable } from '../db/db.ts';
import type { SessionActivity } from '../form-session/form-session-repo.ts';
import { acceptedSql } from './acceptance-repo.ts';
import { decisionParams, purgeAfter, type DecisionToSave, type NewQuotation } from './quotation-repo.ts';

// The quotation's two writes as statements over many requests at once (group commit, decision 016).
// Each request's values are one row of a VALUES list, every parameter cast to its column's type.

/** `($1::uuid, $2::text, …), (…)`: `rows` rows of the given types, parameters numbered from 1. */
function valuesList(types: readonly string[], rows: number): string {
  return Array.from(
    { length: rows },
    (_, row) => `(${types.map((type, column) => `$${row * types.length + column + 1}::${type}`).join(', ')})`,
  ).join(', ');
}

export interface PendingWrite {
  quotation: NewQuotation;
  contactHash: string;
  now: Date;
  /** The session's activity, recorded by the same statement; absent when the caller touched it before. */
  session?: SessionActivity;
}

export interface PendingOutcome {
  /** False: the session had been idle too long, so nothing was inserted. */
  sessionActive: boolean;
  /** False when the idempotency key was there already: the same submission, stored before. */
  inserted: boolean;
  /** Whether the person has accepted an offer (acceptance-repo's rule). */
  accepted: boolean;
  /** The reference this write carried: the quotation's when `inserted`. */
  reference: string;
}

const PENDING_INPUT: readonly (readonly [string, string])[] = [
  ['ord', 'integer'],
  ['session_id', 'uuid'],
  ['touch', 'boolean'],
  ['issued_at', 'timestamptz'],
  ['idle_since', 'timestamptz'],
  ['id', 'uuid'],
  ['idempotency_key', 'text'],
  ['brand', 'text'],
  ['consumer_name', 'text'],
  ['definition_id', 'text'],
  ['answers_encrypted', 'text'],
  ['identity_hash', 'text'],
  ['now', 'timestamptz'],
  ['purge_after', 'timestamptz'],
  ['requote_opt_in', 'text'],
  ['s_parameter_encrypted', 'text'],
  ['vendor_code_encrypted', 'text'],
  ['reference', 'text'],
  ['contact_hash', 'text'],
];

/**
 * One statement for many submissions: each one's session activity (form-session-repo's
 * touchIssuedSession rule: recorded as created at its issue, or touched unless idle past
 * `idleSince`), then, only where the session is active, the 'pending' row (insertPending's
 * rule: nothing when the idempotency key exists), and whether the person has accepted an offer.
 * Two rows of one session touch it once. Outcomes come back in the order of `writes`.
 */
export async function insertPendingBatch(db: Queryable, writes: readonly PendingWrite[]): Promise<PendingOutcome[]> {
  const sql = `with input (${PENDING_INPUT.map(([name]) => name).join(', ')}) as (
      values ${valuesList(
        PENDING_INPUT.map(([, type]) => type),
        writes.length,
      )}
    ),
    touched as (
      insert into form_sessions as s (session_id, created_at, last_activity_at)
      select distinct on (session_id) session_id, issued_at, now from input where touch order by session_id, now desc
      on conflict (session_id) do update set last_activity_at = excluded.last_activity_at
        where s.last_activity_at > (select max(i.idle_since) from input i where i.session_id = excluded.session_id)
      returning session_id
    ),
    active as (select ord from input where not touch or session_id in (select session_id from touched)),
    inserted as (
      insert into quotations (id, session_id, idempotency_key, brand, consumer_name, definition_id, answers_encrypted,
        identity_hash, status, created_at, last_used_at, purge_after, requote_opt_in, s_parameter_encrypted,
        vendor_code_encrypted, reference)
      select id, session_id, idempotency_key, brand, consumer_name, definition_id, answers_encrypted,
        identity_hash, 'pending', now, now, purge_after, requote_opt_in, s_parameter_encrypted, vendor_code_encrypted,
        reference
      from input where ord in (select ord from active) order by ord
      on conflict (idempotency_key) do nothing
      returning id
    )
    select ord, ord in (select ord from active) as active, id in (select id from inserted) as inserted,
      ${acceptedSql('input.identity_hash', 'input.contact_hash')} as accepted
    from input order by ord`;
  const params = writes.flatMap(({ quotation, contactHash, now, session }, ord) => [
    ord,
    quotation.sessionId,
    session !== undefined,
    session?.issuedAt.toISOString() ?? null,
    session?.idleSince.toISOString() ?? null,
    quotation.id,
    quotation.idempotencyKey,
    quotation.brand,
    quotation.consumerName,
    quotation.definitionId,
    quotation.answersEncrypted,
    quotation.identityHash,
    now.toISOString(),
    purgeAfter(now).toISOString(),
    quotation.requoteOptIn,
    quotation.sParameterEncrypted ?? null,
    quotation.vendorCodeEncrypted ?? null,
    quotation.reference,
    contactHash,
  ]);
  const { rows } = await db.query<{ active: boolean; inserted: boolean; accepted: boolean }>(sql, params);
  if (rows.length !== writes.length) throw new Error('insertPendingBatch: one row per submission was expected');
  return rows.map((row, ord) => ({
    sessionActive: row.active,
    inserted: row.inserted,
    accepted: row.accepted,
    reference: writes[ord]!.quotation.reference,
  }));
}

export interface DecisionWrite {
  id: string;
  saved: DecisionToSave;
  now: Date;
}

const DECISION_INPUT: readonly (readonly [string, string])[] = [
  ['id', 'uuid'],
  ['reason', 'text'],
  ['decision', 'jsonb'],
  ['credit_limit', 'integer'],
  ['apr', 'numeric'],
  ['ccs_code', 'text'],
  ['decided_at', 'timestamptz'],
  ['purge_after', 'timestamptz'],
  ['engine_version', 'text'],
  ['decision_inputs_encrypted', 'text'],
  ['valid_until', 'timestamptz'],
];

/** Stores many decisions in one statement: DECISION_SET's assignments, decisionParams row by row. */
export async function saveDecisionBatch(db: Queryable, writes: readonly DecisionWrite[]): Promise<void> {
  const sql = `update quotations as q set status = 'decided', reason = v.reason, decision = v.decision,
      credit_limit = v.credit_limit, apr = v.apr, ccs_code = v.ccs_code, decided_at = v.decided_at,
      last_used_at = v.decided_at, purge_after = v.purge_after, engine_version = v.engine_version,
      decision_inputs_encrypted = v.decision_inputs_encrypted, valid_until = v.valid_until
    from (values ${valuesList(
      DECISION_INPUT.map(([, type]) => type),
      writes.length,
    )}) as v (${DECISION_INPUT.map(([name]) => name).join(', ')})
    where q.id = v.id`;
  const params = writes.flatMap(({ id, saved, now }) => decisionParams(id, saved, now));
  await db.query(sql, params);
}
