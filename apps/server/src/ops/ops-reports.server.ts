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
 * Referred to open banking: still referred, or decided again after it (open banking's outcome
 * replaces the quotation's reason and clears `referral`, and leaves `openBanking` in the decision).
 */
const REFERRED = `((q.decision ->> 'referral') = 'true' or q.decision -> 'openBanking' is not null)`;
/** Linked: gave consent at the provider on at least one attempt. */
const LINKED = `exists (select 1 from open_banking_sessions s where s.quotation_id = q.id and s.consent_given)`;

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
       count(*) filter (where q.reason = 'MATCH_AND_OFFER' and not ${REFERRED}) as offer,
       count(*) filter (where ${REFERRED}) as referred,
       count(*) filter (where q.reason = any($1) and not ${REFERRED}) as declined,
       count(*) filter (where q.reason = 'ERROR') as errored,
       count(*) filter (where ${LINKED}) as linked,
       count(*) filter (where q.reason = 'MATCH_AND_OFFER' and ${REFERRED}) as offer_after_ob,
       count(*) filter (where a.quotation_id is not null) as accepted,
       count(*) filter (where a.quotation_id is null and q.reason = 'MATCH_AND_OFFER' and q.decided_at > $2) as offer_open
     from quotations q
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

export interface OpenBankingFigures {
  referred: number;
  /** Gave consent at the provider (a connection was attempted with consent). */
  linked: number;
  offered: number;
  declined: number;
  /** Offers straight from the form, for the uplift open banking adds on top. */
  straightOffers: number;
}

/** Referred → linked → outcome, and what it adds to the offers made straight away. */
export async function openBanking(db: Queryable, filter: ReportFilter): Promise<OpenBankingFigures> {
  const where = quotationWhere(filter);
  const { rows } = await db.query<Record<string, unknown>>(
    `select
       count(*) filter (where ${REFERRED}) as referred,
       count(*) filter (where ${LINKED}) as linked,
       count(*) filter (where ${REFERRED} and q.decision -> 'openBanking' is not null and q.reason = 'MATCH_AND_OFFER') as offered,
       count(*) filter (where ${REFERRED} and q.decision -> 'openBanking' is not null and q.reason <> 'MATCH_AND_OFFER') as declined,
       count(*) filter (where q.reason = 'MATCH_AND_OFFER' and not ${REFERRED}) as straight_offers
     from quotations q
     where ${where.sql}`,
    where.params,
  );
  const row = rows[0] ?? {};
  return {
    referred: toNumber(row.referred),
    linked: toNumber(row.linked),
    offered: toNumber(row.offered),
    declined: toNumber(row.declined),
    straightOffers: toNumber(row.straight_offers),
  };
}

export interface ExperienceFigures {
  activityId: string;
  experienceId: string;
  submissions: number;
  matches: number;
}

/** Submitted checks and offers per activity and experience (the experience the server verified or drew). */
export async function experimentFigures(db: Queryable, filter: ReportFilter): Promise<ExperienceFigures[]> {
  const where = quotationWhere(filter);
  const { rows } = await db.query<{
    activity_id: string;
    experience_id: string;
    submissions: unknown;
    matches: unknown;
  }>(
    `select e.activity_id, e.experience_id, count(*) as submissions,
       count(*) filter (where q.reason = 'MATCH_AND_OFFER') as matches
     from quotation_experiments e join quotations q on q.id = e.quotation_id
     where ${where.sql}
     group by 1, 2 order by 1, 2`,
    where.params,
  );
  return rows.map((row) => ({
    activityId: row.activity_id,
    experienceId: row.experience_id,
    submissions: toNumber(row.submissions),
    matches: toNumber(row.matches),
  }));
}

export interface HealthFigures {
  /** Checks that ended in a technical error, by cause (the agency's failure, or 'other'). */
  technicalErrors: { cause: string; count: number }[];
  /** Error reports browsers sent in the range (all brands: they carry none). */
  clientErrorReports: number;
}

export async function health(db: Queryable, filter: ReportFilter): Promise<HealthFigures> {
  const where = quotationWhere(filter);
  const { rows } = await db.query<{ cause: string; n: unknown }>(
    `select coalesce((select f ->> 'detail' from jsonb_array_elements(coalesce(q.decision -> 'factors', '[]'::jsonb)) f
       where f ->> 'name' = 'agency' limit 1), 'other') as cause, count(*) as n
     from quotations q where ${where.sql} and q.reason = 'ERROR'
     group by 1 order by 2 desc, 1`,
    where.params,
  );
  const reports = await db.query<{ n: unknown }>(
    'select count(*) as n from client_errors where created_at >= $1 and created_at < $2',
    where.params.slice(0, 2),
  );
  return {
    technicalErrors: rows.map((row) => ({ cause: row.cause, count: toNumber(row.n) })),
    clientErrorReports: toNumber(reports.rows[0]?.n),
  };
}
