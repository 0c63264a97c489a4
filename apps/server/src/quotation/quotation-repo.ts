import type { Queryable } from '../db/db.ts';
import type { DecisionRecord } from '../decision/decision-record.ts';
import type { Decision, Factor } from '../decision/types.ts';

/** Quotations are purged three years after their last use (spec: terms). */
const RETENTION_YEARS = 3;

export function purgeAfter(lastUsed: Date): Date {
  const date = new Date(lastUsed);
  date.setUTCFullYear(date.getUTCFullYear() + RETENTION_YEARS);
  return date;
}

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
  /** Kept so a later result (open banking) answers the same opt-in and s parameter as the first. */
  requoteOptIn: 'true' | 'false';
  /** Sealed with the PII key: a partner's code, but free text that could carry anything. */
  sParameterEncrypted: string | undefined;
  /** The agreement link's vendor code, sealed likewise: an offer after open banking hands over the same. */
  vendorCodeEncrypted: string | undefined;
  /** A fresh decision reference (decision-reference.ts); unique, so a collision is drawn again. */
  reference: string;
}

const INSERT_PENDING = `insert into quotations (id, session_id, idempotency_key, brand, consumer_name, definition_id,
       answers_encrypted, identity_hash, status, created_at, last_used_at, purge_after, requote_opt_in, s_parameter_encrypted,
       vendor_code_encrypted, reference)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $9, $10, $11, $12, $13, $14)
     on conflict (idempotency_key) do nothing
     returning id`;

function pendingParams(quotation: NewQuotation, now: Date): unknown[] {
  return [
    quotation.id,
    quotation.sessionId,
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
  ];
}

/**
 * Inserts as 'pending' before the agency is asked, so no quotation is lost; false when the key
 * exists. The quotation route writes through quotation-batch-repo's insertPendingBatch, which
 * applies the same rule to many rows; this single insert is the benchmark's floor.
 */
export async function insertPending(db: Queryable, quotation: NewQuotation, now: Date): Promise<boolean> {
  const { rows } = await db.query(INSERT_PENDING, pendingParams(quotation, now));
  return rows.length === 1;
}

const COLUMNS = `id, session_id, brand, consumer_name, definition_id, answers_encrypted, identity_hash, status,
  reason, decision, credit_limit, apr, ccs_code, decided_at, last_used_at, requote_opt_in, s_parameter_encrypted,
  vendor_code_encrypted, reference, valid_until`;

export async function findByIdempotencyKey(db: Queryable, key: string): Promise<QuotationRow | undefined> {
  const { rows } = await db.query<QuotationRow>(`select ${COLUMNS} from quotations where idempotency_key = $1`, [key]);
  return rows[0];
}

export async function findById(db: Queryable, id: string): Promise<QuotationRow | undefined> {
  const { rows } = await db.query<QuotationRow>(`select ${COLUMNS} from quotations where id = $1`, [id]);
  return rows[0];
}

/**
 * The quotation a reference stands for: `reference` as parseDecisionReference gives it (checked
 * before any look-up). For the visitor's own browser and the operator's complaint look-up.
 */
export async function findByReference(db: Queryable, reference: string): Promise<QuotationRow | undefined> {
  const { rows } = await db.query<QuotationRow>(`select ${COLUMNS} from quotations where reference = $1`, [reference]);
  return rows[0];
}

/** A unique-index refusal of a drawn reference: the caller draws again (35 random bits rarely meet). */
export function isReferenceCollision(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'quotations_reference';
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

const DECISION_SET = `status = 'decided', reason = $2, decision = $3, credit_limit = $4, apr = $5,
  ccs_code = $6, decided_at = $7, last_used_at = $7, purge_after = $8, engine_version = $9,
  decision_inputs_encrypted = $10, valid_until = $11`;

/**
 * The decision's columns as DECISION_SET's parameters, in order: the audit trail (factors, score,
 * band) and the sealed inputs. quotation-batch-repo's saveDecisionBatch stores them row by row.
 */
export function decisionParams(id: string, saved: DecisionToSave, now: Date): unknown[] {
  const { decision, record } = saved;
  const audit = { factors: decision.factors, score: decision.score, band: decision.band, referral: decision.referral };
  return [
    id,
    decision.reason,
    JSON.stringify(audit),
    decision.limit ?? null,
    decision.apr ?? null,
    decision.ccsCode ?? null,
    now.toISOString(),
    purgeAfter(now).toISOString(),
    record.engineVersion,
    saved.recordEncrypted,
    saved.validUntil?.toISOString() ?? null,
  ];
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
  const { rows } = await db.query(
    `update quotations set ${DECISION_SET}
     where id = $1 and status = 'pending' and last_used_at < $12 returning id`,
    [...decisionParams(id, saved, now), staleBefore.toISOString()],
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

export async function purgeExpired(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query('delete from quotations where purge_after < $1 returning id', [now.toISOString()]);
  return rows.length;
}
