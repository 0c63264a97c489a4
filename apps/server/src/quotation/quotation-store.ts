import { retentionCutoff, retentionEnd } from '../config/retention.ts';
import type { Queryable } from '../db/db.ts';
import type { DecisionRecord } from '../decision/decision-record.ts';
import type { Decision, Factor } from '../decision/types.ts';
import { recordIssuedActivitySql, type SessionActivity } from '../form-session/form-session-repo.ts';
import { acceptedSql } from './acceptance-repo.ts';
import { drawReference } from './draw-reference.ts';

// Quotation storage: every statement on the quotations table, each rule stated once. The two
// writes of a submission take many requests at once (group commit, decision 016): each request's
// values are one row of a VALUES list, every parameter cast to its column's type.

/** Quotations are purged three years after their last use (docs/product/contract.md#data; config/retention.ts). */
export const purgeAfter = (lastUsed: Date): Date => retentionEnd('quotations', lastUsed);

export interface QuotationRow {
  id: string;
  session_id: string;
  brand: string;
  consumer_name: string;
  definition_id: string;
  answers_encrypted: string;
  identity_hash: string;
  status: 'pending' | 'decided';
  reason: string | null;
  decision: { referral?: boolean; factors?: Factor[] } | null;
  credit_limit: number | null;
  apr: string | null;
  ccs_code: string | null;
  decided_at: Date | null;
  last_used_at: Date;
  requote_opt_in: string | null;
  s_parameter_encrypted: string | null;
  vendor_code_encrypted: string | null;
  /** The checksummed reference every outcome shows (decision 024). */
  reference: string;
  /** When a match's offer stops holding; null for the other outcomes. */
  valid_until: Date | null;
}

export interface NewQuotation {
  id: string;
  sessionId: string;
  idempotencyKey: string;
  brand: string;
  consumerName: string;
  definitionId: string;
  answersEncrypted: string;
  identityHash: string;
  /** Surname, date of birth and postcode, keyed: how a data-protection request finds the person (issue 36). */
  personHash?: string | undefined;
  /** Kept so a later result (open banking) answers the same opt-in and s parameter as the first. */
  requoteOptIn: 'true' | 'false';
  /** Sealed with the PII key: a partner's code, but free text that could carry anything. */
  sParameterEncrypted: string | undefined;
  /** The agreement link's vendor code, sealed likewise: an offer after open banking hands over the same. */
  vendorCodeEncrypted: string | undefined;
  /** A fresh decision reference (decision-reference.ts); unique, so a collision is drawn again. */
  reference: string;
}

/** A statement's input columns: name, PostgreSQL type and the value each row gives it. */
type Columns<T> = readonly (readonly [name: string, type: string, value: (row: T) => unknown])[];

/** `input (a, b) as (values ($1::uuid, $2::text), (…))` and its parameters, numbered from 1. */
function valuesOf<T>(name: string, columns: Columns<T>, rows: readonly T[]) {
  const list = rows
    .map(
      (_, row) => `(${columns.map(([, type], column) => `$${row * columns.length + column + 1}::${type}`).join(', ')})`,
    )
    .join(', ');
  return {
    relation: `${name} (${columns.map(([column]) => column).join(', ')}) as (values ${list})`,
    params: rows.flatMap((row) => columns.map(([, , value]) => value(row))),
  };
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

const PENDING_INPUT: Columns<PendingWrite & { ord: number }> = [
  ['ord', 'integer', (w) => w.ord],
  ['session_id', 'uuid', (w) => w.quotation.sessionId],
  ['touch', 'boolean', (w) => w.session !== undefined],
  ['issued_at', 'timestamptz', (w) => w.session?.issuedAt.toISOString() ?? null],
  ['idle_since', 'timestamptz', (w) => w.session?.idleSince.toISOString() ?? null],
  ['id', 'uuid', (w) => w.quotation.id],
  ['idempotency_key', 'text', (w) => w.quotation.idempotencyKey],
  ['brand', 'text', (w) => w.quotation.brand],
  ['consumer_name', 'text', (w) => w.quotation.consumerName],
  ['definition_id', 'text', (w) => w.quotation.definitionId],
  ['answers_encrypted', 'text', (w) => w.quotation.answersEncrypted],
  ['identity_hash', 'text', (w) => w.quotation.identityHash],
  ['now', 'timestamptz', (w) => w.now.toISOString()],
  ['purge_after', 'timestamptz', (w) => purgeAfter(w.now).toISOString()],
  ['requote_opt_in', 'text', (w) => w.quotation.requoteOptIn],
  ['s_parameter_encrypted', 'text', (w) => w.quotation.sParameterEncrypted ?? null],
  ['vendor_code_encrypted', 'text', (w) => w.quotation.vendorCodeEncrypted ?? null],
  ['reference', 'text', (w) => w.quotation.reference],
  ['contact_hash', 'text', (w) => w.contactHash],
  ['person_hash', 'text', (w) => w.quotation.personHash ?? null],
];

/**
 * The 'pending' row of each submission, inserted before the agency is asked so no quotation is
 * lost, in one statement for many: first each one's session activity (recordIssuedActivitySql's
 * rule, for the writes that carry it), then, only where the session is active, the row (nothing
 * when the idempotency key exists), and whether the person has accepted an offer (acceptedSql's
 * rule). Outcomes come back in the order of `writes`. Also the benchmark's insert floor (docs/product/contract.md#benchmarks).
 */
export async function insertPendingBatch(db: Queryable, writes: readonly PendingWrite[]): Promise<PendingOutcome[]> {
  const input = valuesOf(
    'input',
    PENDING_INPUT,
    writes.map((write, ord) => ({ ...write, ord })),
  );
  const sql = `with ${input.relation},
    activity as (select session_id, issued_at, now, idle_since from input where touch),
    touched as (${recordIssuedActivitySql('activity')}),
    active as (select ord from input where not touch or session_id in (select session_id from touched)),
    inserted as (
      insert into quotations (id, session_id, idempotency_key, brand, consumer_name, definition_id, answers_encrypted,
        identity_hash, status, created_at, last_used_at, purge_after, requote_opt_in, s_parameter_encrypted,
        vendor_code_encrypted, reference, contact_hash, person_hash)
      select id, session_id, idempotency_key, brand, consumer_name, definition_id, answers_encrypted,
        identity_hash, 'pending', now, now, purge_after, requote_opt_in, s_parameter_encrypted, vendor_code_encrypted,
        reference, contact_hash, person_hash
      from input where ord in (select ord from active) order by ord
      on conflict (idempotency_key) do nothing
      returning id
    )
    select ord, ord in (select ord from active) as active, id in (select id from inserted) as inserted,
      ${acceptedSql('input.identity_hash', 'input.contact_hash')} as accepted
    from input order by ord`;
  const { rows } = await db.query<{ active: boolean; inserted: boolean; accepted: boolean }>(sql, input.params);
  if (rows.length !== writes.length) throw new Error('insertPendingBatch: one row per submission was expected');
  return rows.map((row, ord) => ({
    sessionActive: row.active,
    inserted: row.inserted,
    accepted: row.accepted,
    reference: writes[ord]!.quotation.reference,
  }));
}

/** A unique-index refusal of a drawn reference: the caller draws again (35 random bits rarely meet). */
export function isReferenceCollision(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'quotations_reference';
}

/** A drawn reference meeting a stored one is rare (35 bits); three meetings in a row would be a fault. */
const REFERENCE_DRAWS = 3;

/**
 * insertPendingBatch; when a drawn reference meets a stored one, the statement (atomic, so nothing
 * of it is stored) runs again with fresh references for every row.
 */
export async function insertWithFreshReferences(
  db: Queryable,
  writes: readonly PendingWrite[],
): Promise<PendingOutcome[]> {
  for (let draw = 1; ; draw++) {
    try {
      return await insertPendingBatch(db, writes);
    } catch (error) {
      if (!isReferenceCollision(error) || draw >= REFERENCE_DRAWS) throw error;
      writes = writes.map((write) => ({ ...write, quotation: { ...write.quotation, reference: drawReference() } }));
    }
  }
}

const COLUMNS = `id, session_id, brand, consumer_name, definition_id, answers_encrypted, identity_hash, status,
  reason, decision, credit_limit, apr, ccs_code, decided_at, last_used_at, requote_opt_in, s_parameter_encrypted,
  vendor_code_encrypted, reference, valid_until`;

export async function findByIdempotencyKey(db: Queryable, key: string): Promise<QuotationRow | undefined> {
  const { rows } = await db.query<QuotationRow>(`select ${COLUMNS} from quotations where idempotency_key = $1`, [key]);
  return rows[0];
}

/** An erased quotation (issue 36) is found by neither: what is left of it is the lender's record, not the visitor's. */
export async function findById(db: Queryable, id: string): Promise<QuotationRow | undefined> {
  const { rows } = await db.query<QuotationRow>(
    `select ${COLUMNS} from quotations where id = $1 and erased_at is null`,
    [id],
  );
  return rows[0];
}

/**
 * The quotation a reference stands for: `reference` as parseDecisionReference gives it (checked
 * before any look-up). For the visitor's own browser and the operator's complaint look-up.
 */
export async function findByReference(db: Queryable, reference: string): Promise<QuotationRow | undefined> {
  const { rows } = await db.query<QuotationRow>(
    `select ${COLUMNS} from quotations where reference = $1 and erased_at is null`,
    [reference],
  );
  return rows[0];
}

/**
 * Takes a quotation over for a new decision: a stored ERROR, or a 'pending' row whose
 * process died (older than staleBefore). The conditional update lets exactly one caller win.
 */
export async function claimForRetry(db: Queryable, id: string, now: Date, staleBefore: Date): Promise<boolean> {
  const { rows } = await db.query(
    `update quotations set status = 'pending', last_used_at = $2, purge_after = $3
     where id = $1 and ((status = 'decided' and reason = 'ERROR') or (status = 'pending' and last_used_at < $4))
     returning id`,
    [id, now.toISOString(), purgeAfter(now).toISOString(), staleBefore.toISOString()],
  );
  return rows.length === 1;
}

export interface DecisionToSave {
  decision: Decision;
  record: DecisionRecord;
  /** The record sealed with the PII key: it holds the date of birth, postcode and credit profile. */
  recordEncrypted: string;
  /** A match's end (quote-validity.ts), computed with the decision; absent for other outcomes. */
  validUntil?: Date | undefined;
}

export interface DecisionWrite {
  id: string;
  saved: DecisionToSave;
  now: Date;
}

/** The decision's columns: the audit trail (factors, score, band), the outcome and the sealed inputs. */
const DECISION_INPUT: Columns<DecisionWrite> = [
  ['id', 'uuid', (w) => w.id],
  ['reason', 'text', (w) => w.saved.decision.reason],
  [
    'decision',
    'jsonb',
    ({ saved: { decision } }) =>
      JSON.stringify({
        factors: decision.factors,
        score: decision.score,
        band: decision.band,
        referral: decision.referral,
      }),
  ],
  ['credit_limit', 'integer', (w) => w.saved.decision.limit ?? null],
  ['apr', 'numeric', (w) => w.saved.decision.apr ?? null],
  ['ccs_code', 'text', (w) => w.saved.decision.ccsCode ?? null],
  ['decided_at', 'timestamptz', (w) => w.now.toISOString()],
  ['purge_after', 'timestamptz', (w) => purgeAfter(w.now).toISOString()],
  ['engine_version', 'text', (w) => w.saved.record.engineVersion],
  ['decision_inputs_encrypted', 'text', (w) => w.saved.recordEncrypted],
  ['valid_until', 'timestamptz', (w) => w.saved.validUntil?.toISOString() ?? null],
];

/** Stores decisions: each one's row is decided where `condition` (over `q`, the row) holds. */
async function saveDecisions(
  db: Queryable,
  writes: readonly DecisionWrite[],
  condition = 'true',
  extra: unknown[] = [],
) {
  const input = valuesOf('v', DECISION_INPUT, writes);
  return db.query(
    `with ${input.relation}
     update quotations as q set status = 'decided', reason = v.reason, decision = v.decision,
       credit_limit = v.credit_limit, apr = v.apr, ccs_code = v.ccs_code, decided_at = v.decided_at,
       last_used_at = v.decided_at, purge_after = v.purge_after, engine_version = v.engine_version,
       decision_inputs_encrypted = v.decision_inputs_encrypted, valid_until = v.valid_until
     from v where q.id = v.id and ${condition}
     returning q.id`,
    [...input.params, ...extra],
  );
}

/** Stores many decisions in one statement (the quotation route's group commit). */
export async function saveDecisionBatch(db: Queryable, writes: readonly DecisionWrite[]): Promise<void> {
  await saveDecisions(db, writes);
}

const STALE_MARGIN_MS = 5000;

/**
 * A 'pending' row untouched since before this instant belongs to a process that died: a live
 * one finishes within the agency time-out. Shared by the retry take-over and the sweeper.
 */
export function pendingStaleBefore(now: Date, agencyTimeoutMs: number): Date {
  return new Date(now.getTime() - agencyTimeoutMs - STALE_MARGIN_MS);
}

export interface PendingRow {
  id: string;
  brand: string;
  answers_encrypted: string;
}

export async function findStalePending(db: Queryable, staleBefore: Date, limit: number): Promise<PendingRow[]> {
  const { rows } = await db.query<PendingRow>(
    `select id, brand, answers_encrypted from quotations
     where status = 'pending' and last_used_at < $1 order by last_used_at limit $2`,
    [staleBefore.toISOString(), limit],
  );
  return rows;
}

/** Stores a sweeper's decision only if the row is still an abandoned 'pending' one: one process wins. */
export async function saveIfStillAbandoned(
  db: Queryable,
  id: string,
  saved: DecisionToSave,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const staleParam = `$${DECISION_INPUT.length + 1}::timestamptz`;
  const { rows } = await saveDecisions(
    db,
    [{ id, saved, now }],
    `q.status = 'pending' and q.last_used_at < ${staleParam}`,
    [staleBefore.toISOString()],
  );
  return rows.length === 1;
}

/** Reading a quotation back (edit mode, agreement) is a use: it restarts the retention clock. */
export async function touch(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('update quotations set last_used_at = $2, purge_after = $3 where id = $1', [
    id,
    now.toISOString(),
    purgeAfter(now).toISOString(),
  ]);
}

/** Quotations past their time; an erased one keeps its own (purgeErasedDecisions), whatever touched it since. */
export async function purgeExpired(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query('delete from quotations where purge_after < $1 and erased_at is null returning id', [
    now.toISOString(),
  ]);
  return rows.length;
}

/** Pseudonymised decision records (after an erasure) past their own retention, counted from the check. */
export async function purgeErasedDecisions(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query(
    'delete from quotations where erased_at is not null and created_at < $1 returning id',
    [retentionCutoff('erased-decisions', now).toISOString()],
  );
  return rows.length;
}
