import type { Reason } from '@quickcheck/contracts';
import type { Queryable } from '../db/db.ts';
import type { DecisionRecord } from '../decision/decision-record.ts';
import { replayDecision } from '../decision/replay.ts';
import type { Factor } from '../decision/types.ts';
import { openDecisionRecordAsWritten } from '../quotation/decision-record-crypto.server.ts';
import { decisionReference, idPrefixOfReference } from '../quotation/decision-reference.ts';
import type { PiiProtector } from '../security/pii-crypto.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The quotation ids a look-up text may name: a quotation id, or the reference the visitor was
 * shown (QC-XXXX-XXXX: the id's first 40 bits, so an id range). The seam for another reference
 * scheme (a checksummed quote reference) is here: parse it, return its id range.
 */
export function idRangeOf(text: string): { low: string; high: string } | undefined {
  const trimmed = text.trim();
  if (UUID.test(trimmed)) return { low: trimmed.toLowerCase(), high: trimmed.toLowerCase() };
  const prefix = idPrefixOfReference(trimmed);
  if (!prefix) return undefined;
  const head = `${prefix.slice(0, 8)}-${prefix.slice(8)}`;
  return { low: `${head}00-0000-0000-000000000000`, high: `${head}ff-ffff-ffff-ffffffffffff` };
}

export interface Replay {
  /** Whether the engine made the same decision again; undefined when it could not replay. */
  agrees?: boolean;
  reason?: Reason;
  /** Why it could not replay (another engine version, no stored inputs). */
  problem?: string;
}

export interface ExplainedDecision {
  quotationId: string;
  reference: string;
  brand: string;
  channel: string;
  status: string;
  reason: Reason | null;
  createdAt: Date;
  decidedAt: Date | null;
  engineVersion: string | null;
  factors: Factor[];
  score: number | null;
  creditLimit: number | null;
  apr: number | null;
  /** The inputs the engine used, decrypted for this view only. */
  record?: DecisionRecord;
  replay: Replay;
  openBanking?: { reason: string | null; finding: string | null; creditLimit: number | null };
  acceptedAt?: Date;
}

interface Row {
  id: string;
  brand: string;
  consumer_name: string;
  status: string;
  reason: Reason | null;
  decision: { factors?: Factor[]; score?: number } | string | null;
  credit_limit: number | null;
  apr: string | number | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  engine_version: string | null;
  decision_inputs_encrypted: string | null;
  ob_reason: string | null;
  ob_finding: string | null;
  ob_credit_limit: number | null;
  accepted_at: Date | string | null;
}

function replayOf(record: DecisionRecord | undefined, reason: Reason | null, score: number | null): Replay {
  if (!record) return { problem: 'No stored inputs: decided before inputs were kept, or not decided yet' };
  try {
    const again = replayDecision(record);
    return { agrees: again.reason === reason && (score === null || again.score === score), reason: again.reason };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : 'The replay failed' };
  }
}

/** Finds one decision by quotation id or reference; undefined when none (or more than one) matches. */
export async function explainOneDecision(
  db: Queryable,
  pii: PiiProtector,
  text: string,
): Promise<ExplainedDecision | undefined> {
  const range = idRangeOf(text);
  if (!range) return undefined;
  const { rows } = await db.query<Row>(
    `select q.id, q.brand, q.consumer_name, q.status, q.reason, q.decision, q.credit_limit, q.apr, q.created_at,
       q.decided_at, q.engine_version, q.decision_inputs_encrypted, ob.reason as ob_reason, ob.finding as ob_finding,
       ob.credit_limit as ob_credit_limit, a.accepted_at
     from quotations q
     left join open_banking_sessions ob on ob.quotation_id = q.id and ob.status = 'completed'
     left join agreement_acceptances a on a.quotation_id = q.id
     where q.id >= $1 and q.id <= $2 limit 2`,
    [range.low, range.high],
  );
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  const decision = typeof row.decision === 'string' ? (JSON.parse(row.decision) as Row['decision']) : row.decision;
  const record = row.decision_inputs_encrypted
    ? openDecisionRecordAsWritten(pii, row.decision_inputs_encrypted)
    : undefined;
  const score = typeof decision === 'object' && decision && typeof decision.score === 'number' ? decision.score : null;
  return {
    quotationId: row.id,
    reference: decisionReference(row.id),
    brand: row.brand,
    channel: row.consumer_name,
    status: row.status,
    reason: row.reason,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    engineVersion: row.engine_version,
    factors: (typeof decision === 'object' && decision?.factors) || [],
    score,
    creditLimit: row.credit_limit,
    apr: row.apr === null ? null : Number(row.apr),
    ...(record ? { record } : {}),
    replay: replayOf(record, row.reason, score),
    ...(row.ob_reason !== null
      ? { openBanking: { reason: row.ob_reason, finding: row.ob_finding, creditLimit: row.ob_credit_limit } }
      : {}),
    ...(row.accepted_at ? { acceptedAt: new Date(row.accepted_at) } : {}),
  };
}
