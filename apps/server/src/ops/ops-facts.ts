import { brandsWhere } from '@quickcheck/brands';
import { DECLINE_REASONS, REASONS, type Reason } from '@quickcheck/contracts';
import type { Db, Queryable } from '../db/db.ts';
import { OWNER_LIFETIME_SECONDS } from '../security/tokens.ts';
import { brandChannelWhere, dayRange, rolledUpWhere, type ReportFilter } from './ops-filters.ts';

/**
 * The console's counts, each defined once (here) and computed two ways: rolled up per day into
 * ops_daily_counts / ops_daily_keyed for the days before yesterday, and straight from the
 * quotations for yesterday and today (which still change: decisions, open banking, acceptances).
 * A view adds the two. Decision 026 says why roll-ups and not only indexes.
 */

const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const DECLINES = sqlList(DECLINE_REASONS);

/**
 * An offer not yet accepted is still inside its conversion window this long after the decision:
 * in progress, not dropped off (issue 24).
 */
export const CONVERSION_WINDOW_HOURS = 24;
/**
 * A referral not yet taken to open banking is still in progress this long after the decision: the
 * visitor's browser owns the quotation (the owner cookie the open-banking calls need) for so long.
 */
export const REFERRAL_WINDOW_SECONDS = OWNER_LIFETIME_SECONDS;

/**
 * The engine's referral means open banking only in a brand that offers it: elsewhere the visitor
 * was shown a plain decline (result-response.ts), and is counted as one.
 */
const OPEN_BANKING_BRANDS = sqlList(brandsWhere((record) => record.features.openBanking));
/** Referred, and not decided again by open banking: open banking's outcome clears `referral`. */
const STILL_REFERRED = `(q.brand in (${OPEN_BANKING_BRANDS}) and (q.decision ->> 'referral') = 'true')`;
/**
 * Referred to open banking: still referred, or decided again after it (open banking's outcome
 * replaces the quotation's reason and clears `referral`, and leaves `openBanking` in the decision).
 */
const REFERRED = `(${STILL_REFERRED} or q.decision -> 'openBanking' is not null)`;
/** Linked: gave consent at the provider on at least one attempt (the lateral join `linked` below). */
const LINKED = 'linked.yes';
/** One index probe per quotation (an exists() here was planned as a hash of every session ever). */
const LINKED_JOIN = `left join lateral (select true as yes from open_banking_sessions s
  where s.quotation_id = q.id and s.consent_given limit 1) linked on true`;

export const reasonColumn = (reason: Reason) => `reason_${reason.toLowerCase()}`;

/** Each count and the quotations it counts. */
export const COUNTS = {
  submitted: 'true',
  pending: `q.status = 'pending'`,
  decided: `q.status = 'decided'`,
  offer: `q.reason = 'MATCH_AND_OFFER' and not ${REFERRED}`,
  referred: REFERRED,
  declined: `q.reason in (${DECLINES}) and not ${REFERRED}`,
  errored: `q.reason = 'ERROR'`,
  linked: LINKED,
  offer_after_ob: `q.reason = 'MATCH_AND_OFFER' and ${REFERRED}`,
  declined_after_ob: `q.decision -> 'openBanking' is not null and q.reason <> 'MATCH_AND_OFFER'`,
  /** Referred, and has not (yet) finished open banking: left at it, or still inside its window. */
  still_referred: STILL_REFERRED,
  accepted: 'a.quotation_id is not null',
  ...Object.fromEntries(REASONS.map((reason) => [reasonColumn(reason), `q.reason = '${reason}'`])),
} as Record<string, string>;
const COUNT_NAMES = Object.keys(COUNTS);

/**
 * Counts that depend on the moment of asking ($3, now): computed from the live days only, which
 * reach further back than either window.
 */
const STILL_IN_WINDOW = {
  offer_open: `a.quotation_id is null and q.reason = 'MATCH_AND_OFFER'
    and q.decided_at > $3::timestamptz - interval '${CONVERSION_WINDOW_HOURS} hours'`,
  referral_open: `${STILL_REFERRED} and q.decided_at > $3::timestamptz - interval '${REFERRAL_WINDOW_SECONDS} seconds'`,
};
const IN_WINDOW_NAMES = Object.keys(STILL_IN_WINDOW) as (keyof typeof STILL_IN_WINDOW)[];

const DAY = `(q.created_at at time zone 'UTC')::date`;

/**
 * Per day, brand and consumer code, and (grouped, for the roll-up) also per day and brand, per day
 * and code, and per day: '*' stands for every brand or code, so a view over all of them reads one
 * row a day, not one per brand and code.
 */
// The raw columns, not the select list's coalesced ones: grouping sets null out what they roll away.
const GROUPED_3 = 'group by grouping sets ((1, q.brand, q.consumer_name), (1, q.brand), (1, q.consumer_name), (1))';
const GROUPED_5 =
  'group by grouping sets ((1, q.brand, q.consumer_name, 4, 5), (1, q.brand, 4, 5), (1, q.consumer_name, 4, 5), (1, 4, 5))';
const ALL = `'*'`;

/** The per-day counts of quotations created in [$1, $2); $3 is now, for the windows (live only). */
function countsSelect(withWindows: boolean, grouped = false): string {
  const counted = withWindows ? { ...COUNTS, ...STILL_IN_WINDOW } : COUNTS;
  const counts = Object.entries(counted)
    .map(([name, where]) => `count(*) filter (where ${where}) as ${name}`)
    .join(',\n  ');
  const dimensions = grouped
    ? `coalesce(q.brand, ${ALL}) as brand, coalesce(q.consumer_name, ${ALL}) as consumer_name`
    : 'q.brand, q.consumer_name';
  return `select ${DAY} as day, ${dimensions},
  ${counts}
from quotations q
left join agreement_acceptances a on a.quotation_id = q.id
${LINKED_JOIN}
where q.created_at >= $1 and q.created_at < $2
${grouped ? GROUPED_3 : 'group by 1, 2, 3'}`;
}

/** The keyed figures: the engine's findings against declines, technical errors by cause, experiences. */
function keyedSelect(grouped = false): string {
  const range = 'q.created_at >= $1 and q.created_at < $2';
  const groupBy = grouped ? GROUPED_5 : 'group by 1, 2, 3, 4, 5';
  const dimensions = grouped
    ? `coalesce(q.brand, ${ALL}) as brand, coalesce(q.consumer_name, ${ALL}) as consumer_name`
    : 'q.brand, q.consumer_name';
  return `select ${DAY} as day, ${dimensions}, 'finding' as metric, f ->> 'name' as key, count(*) as n
from quotations q cross join lateral jsonb_array_elements(coalesce(q.decision -> 'factors', '[]'::jsonb)) f
where ${range} and q.reason in (${DECLINES}) and (f ->> 'points')::numeric < 0
${groupBy}
union all
select ${DAY}, ${dimensions}, 'error-cause', coalesce((select f ->> 'detail'
  from jsonb_array_elements(coalesce(q.decision -> 'factors', '[]'::jsonb)) f where f ->> 'name' = 'agency' limit 1), 'other'), count(*)
from quotations q where ${range} and q.reason = 'ERROR'
${groupBy}
union all
select ${DAY}, ${dimensions}, case when q.reason = 'MATCH_AND_OFFER' then 'experiment-match' else 'experiment-miss' end,
  e.activity_id || '|' || e.experience_id, count(*)
from quotation_experiments e join quotations q on q.id = e.quotation_id
where ${range}
${groupBy}`;
}

/** Any fixed number: one refresh at a time across processes. */
const ROLLUP_LOCK_ID = 74_012_025;
/** Days before the last roll-up that are rolled up again: acceptances and open banking come late. */
const RECOMPUTE_DAYS = 7;
/**
 * Today and yesterday are always read live: their counts still move, and the 24-hour offer window
 * (an offer not yet accepted is not a drop-off) depends on the moment of asking.
 */
const LIVE_DAYS = 1;
const DAY_MS = 86_400_000;

const startOfDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function rolledThrough(db: Queryable): Promise<Date | undefined> {
  const { rows } = await db.query<{ day: string | Date }>(
    `select to_char(rolled_through, 'YYYY-MM-DD') as day from ops_rollup_state where id = 1`,
  );
  return rows[0] ? new Date(`${String(rows[0].day)}T00:00:00Z`) : undefined;
}

/**
 * Rolls up every day before the live ones: the first time from the oldest quotation, then the
 * last week again. Under an advisory lock in one transaction: readers see the old or the new.
 */
export async function refreshRollups(db: Db, now: Date): Promise<{ from: string; through: string } | undefined> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [ROLLUP_LOCK_ID]);
    const through = new Date(startOfDay(now).getTime() - LIVE_DAYS * DAY_MS);
    const previous = await rolledThrough(tx);
    let from: Date;
    if (previous) from = new Date(previous.getTime() - RECOMPUTE_DAYS * DAY_MS);
    else {
      const { rows } = await tx.query<{ first: Date | string | null }>(
        'select min(created_at) as first from quotations',
      );
      from = rows[0]?.first ? startOfDay(new Date(rows[0].first)) : through;
    }
    if (from > through) from = through;
    const range = [from.toISOString(), through.toISOString()];
    await tx.query('delete from ops_daily_counts where day >= $1 and day < $2', [isoDay(from), isoDay(through)]);
    await tx.query('delete from ops_daily_keyed where day >= $1 and day < $2', [isoDay(from), isoDay(through)]);
    await tx.query(
      `insert into ops_daily_counts (day, brand, consumer_name, ${COUNT_NAMES.join(', ')}) ${countsSelect(false, true)}`,
      range,
    );
    await tx.query(
      `insert into ops_daily_keyed (day, brand, consumer_name, metric, key, n) ${keyedSelect(true)}`,
      range,
    );
    await tx.query(
      `insert into ops_rollup_state (id, rolled_through, refreshed_at) values (1, $1, $2)
       on conflict (id) do update set rolled_through = excluded.rolled_through, refreshed_at = excluded.refreshed_at`,
      [isoDay(through), now.toISOString()],
    );
    return { from: isoDay(from), through: isoDay(through) };
  });
}

/** The rolled-up days of the filter, and its live range (instants), split where the roll-up ends. */
async function split(db: Queryable, filter: ReportFilter) {
  const { start, end } = dayRange(filter);
  const rolled = (await rolledThrough(db))?.getTime() ?? start.getTime();
  const boundary = new Date(Math.min(Math.max(rolled, start.getTime()), end.getTime()));
  return {
    rolledFrom: isoDay(start),
    rolledTo: isoDay(boundary),
    liveFrom: boundary.toISOString(),
    liveTo: end.toISOString(),
  };
}

export type Counts = Record<string, number> & Record<(typeof IN_WINDOW_NAMES)[number], number>;
const ALL_COUNT_NAMES = [...COUNT_NAMES, ...IN_WINDOW_NAMES];

/** The filter's counts per day (rolled up and live added), those in a window as of `now`. */
export async function countsByDay(db: Queryable, filter: ReportFilter, now: Date): Promise<Map<string, Counts>> {
  const parts = await split(db, filter);
  const rolled = rolledUpWhere(filter, 'r', 6);
  const live = brandChannelWhere(filter, 'l', 6 + rolled.params.length);
  const sums = ALL_COUNT_NAMES.map((name) => `sum(x.${name}) as ${name}`).join(', ');
  const { rows } = await db.query<Record<string, unknown>>(
    `select to_char(x.day, 'YYYY-MM-DD') as day, ${sums} from (
       select r.day, ${COUNT_NAMES.map((name) => `r.${name}`).join(', ')}, ${IN_WINDOW_NAMES.map((name) => `0 as ${name}`).join(', ')}
       from ops_daily_counts r
       where r.day >= $4 and r.day < $5 and ${rolled.sql}
       union all
       select l.day, ${ALL_COUNT_NAMES.map((name) => `l.${name}`).join(', ')} from (${countsSelect(true)}) l
       where ${live.sql}
     ) x
     group by 1 order by 1`,
    [
      parts.liveFrom,
      parts.liveTo,
      now.toISOString(),
      parts.rolledFrom,
      parts.rolledTo,
      ...rolled.params,
      ...live.params,
    ],
  );
  return new Map(
    rows.map((row) => [
      String(row.day),
      Object.fromEntries(
        Object.entries(row)
          .filter(([key]) => key !== 'day')
          .map(([key, value]) => [key, Number(value ?? 0)]),
      ) as Counts,
    ]),
  );
}

/** The filter's counts over the whole range. */
export async function totalCounts(db: Queryable, filter: ReportFilter, now: Date): Promise<Counts> {
  const total = Object.fromEntries(ALL_COUNT_NAMES.map((name) => [name, 0])) as Counts;
  for (const day of (await countsByDay(db, filter, now)).values()) {
    for (const name of Object.keys(total)) total[name] = (total[name] ?? 0) + (day[name] ?? 0);
  }
  return total;
}

/** A keyed metric's totals over the filter, largest first. */
export async function keyedTotals(db: Queryable, filter: ReportFilter, metrics: readonly string[]) {
  const parts = await split(db, filter);
  const rolled = rolledUpWhere(filter, 'r', 6);
  const live = brandChannelWhere(filter, 'l', 6 + rolled.params.length);
  const { rows } = await db.query<{ metric: string; key: string; n: unknown }>(
    `select x.metric, x.key, sum(x.n) as n from (
       select r.metric, r.key, r.n from ops_daily_keyed r
       where r.metric = any($3) and r.day >= $4 and r.day < $5 and ${rolled.sql}
       union all
       select l.metric, l.key, l.n from (${keyedSelect()}) l where l.metric = any($3) and ${live.sql}
     ) x
     group by 1, 2 order by 3 desc, 2`,
    [parts.liveFrom, parts.liveTo, metrics, parts.rolledFrom, parts.rolledTo, ...rolled.params, ...live.params],
  );
  return rows.map((row) => ({ metric: row.metric, key: row.key, count: Number(row.n) }));
}

/**
 * Form sessions that completed each stage in the filter's days, by stage id. Counted by the stage
 * call itself (POST /api/stage, once per session and stage) into ops_stage_daily, which is its
 * own daily roll-up: a year for every brand and channel is a few hundred thousand rows at most.
 */
export async function stageCompletions(db: Queryable, filter: ReportFilter): Promise<Map<string, number>> {
  const { start, end } = dayRange(filter);
  const where = brandChannelWhere(filter, 'd', 3);
  const { rows } = await db.query<{ stage_id: string; n: unknown }>(
    `select d.stage_id, sum(d.completed) as n from ops_stage_daily d
     where d.day >= $1 and d.day < $2 and ${where.sql}
     group by 1`,
    [isoDay(start), isoDay(end), ...where.params],
  );
  return new Map(rows.map((row) => [row.stage_id, Number(row.n)]));
}

/**
 * Views of the form page in the filter's days, as the server drew them (first views, not reloads):
 * ops_page_view_daily, its own daily roll-up like ops_stage_daily. Needs no consent.
 */
export async function formPageViews(db: Queryable, filter: ReportFilter): Promise<number> {
  const { start, end } = dayRange(filter);
  const where = brandChannelWhere(filter, 'v', 3);
  const { rows } = await db.query<{ n: unknown }>(
    `select coalesce(sum(v.views), 0) as n from ops_page_view_daily v
     where v.day >= $1 and v.day < $2 and ${where.sql}`,
    [isoDay(start), isoDay(end), ...where.params],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Form sessions still inside the conversion window, grouped by how far they got. */
export interface SessionsInWindow {
  /** Its page view was counted (a session the form page issued). */
  pageViewed: boolean;
  stagesCounted: readonly string[];
  /** A check was submitted on it. */
  submitted: boolean;
  sessions: number;
}

/**
 * The form sessions issued in the filter's days that are still active at `idleSince` (their last
 * activity is later: the inactivity time-out has not closed them), by how far they got: a visitor
 * there may still continue, so they are in progress, not dropped off. Few rows: only the sessions
 * of the last inactivity window are active, read through form_sessions' last-activity index.
 */
export async function sessionsInWindow(
  db: Queryable,
  filter: ReportFilter,
  idleSince: Date,
): Promise<SessionsInWindow[]> {
  const { start, end } = dayRange(filter);
  const where = brandChannelWhere(filter, 's', 4);
  const { rows } = await db.query<{ page_viewed: boolean; stages: string[]; submitted: boolean; n: unknown }>(
    `with active as (
       select s.session_id, s.created_at, s.page_viewed, s.stages_counted from form_sessions s
       where s.last_activity_at > $1 and s.created_at >= $2 and s.created_at < $3 and ${where.sql}
     ),
     submitted as (
       select distinct q.session_id from quotations q
       where q.created_at >= (select min(created_at) from active) and q.session_id in (select session_id from active)
     )
     select a.page_viewed, array(select unnest(a.stages_counted) order by 1) as stages,
       (a.session_id in (select session_id from submitted)) as submitted, count(*) as n
     from active a group by 1, 2, 3`,
    [idleSince.toISOString(), start.toISOString(), end.toISOString(), ...where.params],
  );
  return rows.map((row) => ({
    pageViewed: row.page_viewed,
    stagesCounted: row.stages,
    submitted: row.submitted,
    sessions: Number(row.n),
  }));
}
