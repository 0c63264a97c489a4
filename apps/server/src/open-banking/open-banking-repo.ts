import type { Queryable } from '../db/db.ts';
import type { AffordabilityDecision } from '../decision/affordability.ts';
import { purgeAfter } from '../quotation/quotation-store.ts';

export type ObSessionStatus = 'connecting' | 'completing' | 'completed' | 'failed';

export interface ObSessionRow {
  id: string;
  quotation_id: string;
  provider_session_id: string;
  status: ObSessionStatus;
  reason: string | null;
  finding: string | null;
  completed_at: Date | null;
}

const COLUMNS = 'id, quotation_id, provider_session_id, status, reason, finding, completed_at';

export async function insertObSession(
  db: Queryable,
  session: { id: string; quotationId: string; providerSessionId: string },
  now: Date,
): Promise<void> {
  await db.query(
    `insert into open_banking_sessions (id, quotation_id, provider_session_id, status, created_at, updated_at)
     values ($1, $2, $3, 'connecting', $4, $4)`,
    [session.id, session.quotationId, session.providerSessionId, now.toISOString()],
  );
}

export async function findObSession(db: Queryable, id: string): Promise<ObSessionRow | undefined> {
  const { rows } = await db.query<ObSessionRow>(`select ${COLUMNS} from open_banking_sessions where id = $1`, [id]);
  return rows[0];
}

/** The one open-banking outcome of a quotation, when it has one: nothing is decided twice. */
export async function findCompletedObSession(db: Queryable, quotationId: string): Promise<ObSessionRow | undefined> {
  const { rows } = await db.query<ObSessionRow>(
    `select ${COLUMNS} from open_banking_sessions where quotation_id = $1 and status = 'completed'`,
    [quotationId],
  );
  return rows[0];
}

/**
 * Takes a handed-back session for its data fetch: a fresh one, a failed one (retry), or one whose
 * process died mid-fetch (older than staleBefore). The conditional update lets exactly one caller win.
 */
export async function claimObSession(db: Queryable, id: string, now: Date, staleBefore: Date): Promise<boolean> {
  const { rows } = await db.query(
    `update open_banking_sessions set status = 'completing', updated_at = $2
     where id = $1 and (status in ('connecting', 'failed') or (status = 'completing' and updated_at < $3))
     returning id`,
    [id, now.toISOString(), staleBefore.toISOString()],
  );
  return rows.length === 1;
}

export async function markObSessionFailed(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(`update open_banking_sessions set status = 'failed', updated_at = $2 where id = $1`, [
    id,
    now.toISOString(),
  ]);
}

export interface ObOutcome {
  decision: AffordabilityDecision;
  engineVersion: string;
  /** The affordability record (summary and brand) sealed with the PII key. */
  summaryEncrypted: string;
  /** Consent was given at the provider; the hand-back is when we learn of it. */
  consentGivenAt: Date;
  accessExpiresAt: Date;
  /** A match's end (quote-validity.ts); absent for a decline. */
  validUntil?: Date | undefined;
}

/**
 * Stores the outcome on the session and makes it the quotation's decision (so the agreement
 * host sees the offer), in one transaction: the referral is spent and cannot send anyone back.
 */
export async function saveObOutcome(tx: Queryable, session: ObSessionRow, outcome: ObOutcome, now: Date) {
  const { decision } = outcome;
  await tx.query(
    `update open_banking_sessions set status = 'completed', consent_given = true, consent_given_at = $2,
       access_expires_at = $3, reason = $4, finding = $5, credit_limit = $6, engine_version = $7,
       summary_encrypted = $8, completed_at = $9, updated_at = $9
     where id = $1`,
    [
      session.id,
      outcome.consentGivenAt.toISOString(),
      outcome.accessExpiresAt.toISOString(),
      decision.reason,
      decision.finding,
      decision.limit ?? null,
      outcome.engineVersion,
      outcome.summaryEncrypted,
      now.toISOString(),
    ],
  );
  const audit = { factors: decision.factors, band: decision.band, session: session.id };
  await tx.query(
    `update quotations set reason = $2, credit_limit = $3, apr = $4, ccs_code = $5, decided_at = $6,
       last_used_at = $6, purge_after = $7, valid_until = $9,
       decision = jsonb_set(coalesce(decision, '{}'::jsonb), '{referral}', 'false'::jsonb)
         || jsonb_build_object('openBanking', $8::jsonb)
     where id = $1`,
    [
      session.quotation_id,
      decision.reason,
      decision.limit ?? null,
      decision.apr ?? null,
      decision.ccsCode ?? null,
      now.toISOString(),
      purgeAfter(now).toISOString(),
      JSON.stringify(audit),
      outcome.validUntil?.toISOString() ?? null,
    ],
  );
}
