import { resolveBrand } from '@quickcheck/brands';
import {
  applicantReasons,
  type ApplicantReasons,
  type CreditReferenceAgencyDetails,
  type Reason,
} from '@quickcheck/contracts';
import type { Queryable } from '../db/db.ts';
import type { DecisionRecord } from '../decision/decision-record.ts';
import { replayDecision } from '../decision/replay.ts';
import type { Factor } from '../decision/types.ts';
import { explanationOf } from '../quotation/decision-explanation.ts';
import { offersOpenBanking } from '../quotation/definitions.ts';
import { openDecisionRecordAsWritten } from '../quotation/decision-record-crypto.ts';
import { parseDecisionReference } from '../quotation/decision-reference.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';
import { isUuid } from '../db/uuid.ts';

/**
 * What a look-up text names: a quotation id, or the checksummed reference the visitor was shown
 * (decision 024; case, spaces and look-alikes forgiven). A mistyped reference names nothing.
 */
export function lookupKeyOf(text: string): { column: 'id' | 'reference'; value: string } | undefined {
  const trimmed = text.trim();
  if (isUuid(trimmed)) return { column: 'id', value: trimmed.toLowerCase() };
  const reference = parseDecisionReference(trimmed);
  return reference ? { column: 'reference', value: reference } : undefined;
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
  /** The engine run again on the stored inputs; absent once the person's data was erased (nothing to run it on). */
  replay?: Replay;
  /** When the person's data was erased (issue 36): only the pseudonymised decision is kept since. */
  erasedAt: Date | null;
  openBanking?: { reason: string | null; finding: string | null; creditLimit: number | null };
  acceptedAt?: Date;
  /**
   * What the applicant's result page said about the form's decision, from the same function that
   * wrote it for them (issue 34); absent before a decision.
   */
  shown?: ApplicantReasons;
  /** The decision was an open-banking referral in a brand offering it: its decline was shown only after a 'No thanks'. */
  openBankingOffered: boolean;
}

interface Row {
  id: string;
  reference: string;
  brand: string;
  consumer_name: string;
  status: string;
  reason: Reason | null;
  decision: { factors?: Factor[]; score?: number; referral?: boolean } | string | null;
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
  erased_at: Date | string | null;
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

/** What the applicant read: the result page's words for the stored decision, as the result response built them. */
function shownToApplicant(
  row: Row,
  factors: Factor[],
  openBankingOffered: boolean,
  agency: CreditReferenceAgencyDetails,
): ApplicantReasons | undefined {
  if (!row.reason || !row.decided_at) return undefined;
  const explanation = explanationOf(
    { reference: row.reference, reason: row.reason, factors, decidedAt: new Date(row.decided_at), openBankingOffered },
    agency,
  );
  return applicantReasons(explanation);
}

/**
 * Finds one decision by quotation id or reference; undefined when none (or more than one) matches.
 * `agency`: the configured agency's details, as the applicant's result named it.
 */
export async function explainOneDecision(
  db: Queryable,
  pii: PiiProtector,
  text: string,
  agency: CreditReferenceAgencyDetails,
): Promise<ExplainedDecision | undefined> {
  const key = lookupKeyOf(text);
  if (!key) return undefined;
  const { rows } = await db.query<Row>(
    `select q.id, q.reference, q.brand, q.consumer_name, q.status, q.reason, q.decision, q.credit_limit, q.apr, q.created_at,
       q.decided_at, q.engine_version, q.decision_inputs_encrypted, ob.reason as ob_reason, ob.finding as ob_finding,
       ob.credit_limit as ob_credit_limit, a.accepted_at, q.erased_at
     from quotations q
     left join open_banking_sessions ob on ob.quotation_id = q.id and ob.status = 'completed'
     left join agreement_acceptances a on a.quotation_id = q.id
     where q.${key.column} = $1 limit 2`,
    [key.value],
  );
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  const decision = typeof row.decision === 'string' ? (JSON.parse(row.decision) as Row['decision']) : row.decision;
  const record = row.decision_inputs_encrypted
    ? openDecisionRecordAsWritten(pii, row.decision_inputs_encrypted)
    : undefined;
  const score = typeof decision === 'object' && decision && typeof decision.score === 'number' ? decision.score : null;
  const factors = (typeof decision === 'object' && decision?.factors) || [];
  const openBankingOffered =
    typeof decision === 'object' && decision?.referral === true && offersOpenBanking(resolveBrand(row.brand));
  const shown = shownToApplicant(row, factors, openBankingOffered, agency);
  return {
    quotationId: row.id,
    reference: row.reference,
    brand: row.brand,
    channel: row.consumer_name,
    status: row.status,
    reason: row.reason,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    engineVersion: row.engine_version,
    factors,
    score,
    creditLimit: row.credit_limit,
    apr: row.apr === null ? null : Number(row.apr),
    ...(record ? { record } : {}),
    ...(row.erased_at ? {} : { replay: replayOf(record, row.reason, score) }),
    erasedAt: row.erased_at ? new Date(row.erased_at) : null,
    ...(row.ob_reason !== null
      ? { openBanking: { reason: row.ob_reason, finding: row.ob_finding, creditLimit: row.ob_credit_limit } }
      : {}),
    ...(row.accepted_at ? { acceptedAt: new Date(row.accepted_at) } : {}),
    ...(shown ? { shown } : {}),
    openBankingOffered,
  };
}
