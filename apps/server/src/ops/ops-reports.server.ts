import { DECLINE_REASONS, REASONS, type Reason } from '@quickcheck/contracts';
import type { Queryable } from '../db/db.ts';
import { quotationWhere, type ReportFilter } from './ops-filters.ts';

/**
 * An offer not yet accepted is still inside its conversion window this long after the decision:
 * it is shown as 'still deciding', not as dropped off (issue 24).
 */
export const CONVERSION_WINDOW_HOURS = 24;

/** One stage of the funnel: how many reached it, and how many of the previous stage did not. */
export interface FunnelStage {
  label: string;
  count: number;
  /** Left between the previous stage and this one; undefined for the first. */
  droppedOff?: number;
  /** Not there yet, but still inside the window: not counted as dropped off. */
  stillInProgress?: number;
}

export interface Funnel {
  stages: FunnelStage[];
  /** How the decided checks split by outcome. */
  outcomes: { label: string; count: number }[];
}

const toNumber = (value: unknown) => Number(value ?? 0);

/**
 * The funnel from the service's own records (no consent needed): checks submitted → decided →
 * offered (straight away or after open banking) → agreement accepted.
 */
export async function funnel(db: Queryable, filter: ReportFilter, now: Date): Promise<Funnel> {
  const where = quotationWhere(filter, 3);
  const { rows } = await db.query<Record<string, unknown>>(
    `select
       count(*) as submitted,
       count(*) filter (where q.status = 'pending') as pending,
       count(*) filter (where q.status = 'decided') as decided,
       count(*) filter (where q.reason = 'MATCH_AND_OFFER') as offer,
       count(*) filter (where (q.decision ->> 'referral') = 'true') as referred,
       count(*) filter (where q.reason = any($1) and (q.decision ->> 'referral') is distinct from 'true') as declined,
       count(*) filter (where q.reason = 'ERROR') as errored,
       count(*) filter (where ob.quotation_id is not null) as linked,
       count(*) filter (where ob.reason = 'MATCH_AND_OFFER') as offer_after_ob,
       count(*) filter (where a.quotation_id is not null) as accepted,
       count(*) filter (where a.quotation_id is null and (q.reason = 'MATCH_AND_OFFER' or ob.reason = 'MATCH_AND_OFFER')
         and coalesce(ob.completed_at, q.decided_at) > $2) as offer_open
     from quotations q
     left join open_banking_sessions ob on ob.quotation_id = q.id and ob.status = 'completed'
     left join agreement_acceptances a on a.quotation_id = q.id
     where ${where.sql}`,
    [DECLINE_REASONS, new Date(now.getTime() - CONVERSION_WINDOW_HOURS * 3_600_000).toISOString(), ...where.params],
  );
  const n = Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, toNumber(value)]));
  const offered = n.offer! + n.offer_after_ob!;
  return {
    stages: [
      { label: 'Checks submitted', count: n.submitted! },
      {
        label: 'Decided',
        count: n.decided!,
        droppedOff: n.submitted! - n.decided! - n.pending!,
        stillInProgress: n.pending!,
      },
      { label: 'Offered (straight away or after open banking)', count: offered, droppedOff: n.decided! - offered },
      {
        label: 'Agreement accepted',
        count: n.accepted!,
        droppedOff: offered - n.accepted! - n.offer_open!,
        stillInProgress: n.offer_open!,
      },
    ],
    outcomes: [
      { label: 'Offer', count: n.offer! },
      { label: 'Referred to open banking', count: n.referred! },
      { label: 'Linked a bank account', count: n.linked! },
      { label: 'Offer after open banking', count: n.offer_after_ob! },
      { label: 'Declined', count: n.declined! },
      { label: 'Technical error', count: n.errored! },
    ],
  };
}

export interface OutcomeDay {
  day: string;
  counts: Record<Reason, number>;
}

/** Decided checks per day and reason. */
export async function outcomeMix(db: Queryable, filter: ReportFilter): Promise<OutcomeDay[]> {
  const where = quotationWhere(filter);
  const { rows } = await db.query<{ day: string; reason: Reason; n: unknown }>(
    `select to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, q.reason, count(*) as n
     from quotations q where ${where.sql} and q.status = 'decided'
     group by 1, 2 order by 1`,
    where.params,
  );
  const days = new Map<string, OutcomeDay>();
  for (const row of rows) {
    let day = days.get(row.day);
    if (!day) {
      day = {
        day: row.day,
        counts: Object.fromEntries(REASONS.map((reason) => [reason, 0])) as Record<Reason, number>,
      };
      days.set(row.day, day);
    }
    day.counts[row.reason] = toNumber(row.n);
  }
  return [...days.values()];
}

/** The engine's findings that counted against declined checks, most frequent first. */
export async function declineFindings(
  db: Queryable,
  filter: ReportFilter,
): Promise<{ finding: string; count: number }[]> {
  const where = quotationWhere(filter, 2);
  const { rows } = await db.query<{ finding: string; n: unknown }>(
    `select f ->> 'name' as finding, count(*) as n
     from quotations q cross join lateral jsonb_array_elements(coalesce(q.decision -> 'factors', '[]'::jsonb)) f
     where ${where.sql} and q.reason = any($1) and (f ->> 'points')::numeric < 0
     group by 1 order by 2 desc, 1`,
    [DECLINE_REASONS, ...where.params],
  );
  return rows.map((row) => ({ finding: row.finding, count: toNumber(row.n) }));
}
