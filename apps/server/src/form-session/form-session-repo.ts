import type { Queryable } from '../db/db.ts';

export type SessionState = 'active' | 'inactive' | 'unknown';

/**
 * An id issued at `issuedAt`, inside the window that starts at `idleSince`: what a statement
 * needs to apply touchIssuedSession's rule itself (the quotation's pending insert does).
 */
export interface SessionActivity {
  issuedAt: Date;
  idleSince: Date;
}

/**
 * Records activity on a session that is still active, in one statement so two processes agree.
 * A session idle past `idleSince` is not touched: once inactive it stays inactive.
 */
export async function touchFormSession(
  db: Queryable,
  sessionId: string,
  now: Date,
  idleSince: Date,
): Promise<SessionState> {
  const touched = await db.query(
    `update form_sessions set last_activity_at = $2
     where session_id = $1 and last_activity_at > $3
     returning session_id`,
    [sessionId, now.toISOString(), idleSince.toISOString()],
  );
  if (touched.rows.length > 0) return 'active';
  const known = await db.query('select 1 from form_sessions where session_id = $1', [sessionId]);
  return known.rows.length > 0 ? 'inactive' : 'unknown';
}

/**
 * The rule for activity on sessions this server issued, as one `insert … on conflict` over a
 * relation `source` with columns (session_id, issued_at, now, idle_since), one row per activity:
 * a session's first activity records it (as last active at `now`, created at its issue), a later
 * one touches it; a row idle past `idle_since` is left alone (inactive). Two activities of one
 * session touch it once (PostgreSQL refuses to update a row twice in one statement), and the
 * statement returns the session_id of each session it recorded or touched. touchIssuedSession
 * runs it for one id; the quotation's pending insert runs it for many inside its own statement.
 */
export const recordIssuedActivitySql = (source: string) => `insert into form_sessions as s
    (session_id, created_at, last_activity_at)
    select distinct on (session_id) session_id, issued_at, now from ${source} order by session_id, now desc
  on conflict (session_id) do update set last_activity_at = excluded.last_activity_at
    where s.last_activity_at > (select max(i.idle_since) from ${source} i where i.session_id = excluded.session_id)
  returning session_id`;

/**
 * Activity on a session this server issued at `issuedAt`, still inside the window
 * (recordIssuedActivitySql's rule). One statement, so two processes agree.
 */
export async function touchIssuedSession(
  db: Queryable,
  sessionId: string,
  issuedAt: Date,
  now: Date,
  idleSince: Date,
): Promise<'active' | 'inactive'> {
  const { rows } = await db.query(
    `with activity (session_id, issued_at, now, idle_since) as (
       values ($1::uuid, $2::timestamptz, $3::timestamptz, $4::timestamptz)
     )
     ${recordIssuedActivitySql('activity')}`,
    [sessionId, issuedAt.toISOString(), now.toISOString(), idleSince.toISOString()],
  );
  return rows.length > 0 ? 'active' : 'inactive';
}

/** Sessions quiet for longer than anything could still use them; returns how many went. */
export async function purgeFormSessions(db: Queryable, quietSince: Date): Promise<number> {
  const { rows } = await db.query('delete from form_sessions where last_activity_at < $1 returning session_id', [
    quietSince.toISOString(),
  ]);
  return rows.length;
}

/** The journey a stage is counted under when its session has none recorded (a session from GET /api/form). */
export interface StageCompletion {
  sessionId: string;
  stageId: string;
  brand: string;
  consumerName: string;
  at: Date;
}

const DAY_OF = (at: string) => `(${at}::timestamptz at time zone 'UTC')::date`;

/**
 * Counts a stage the session completed, once per session and stage (going back and continuing
 * again is not a second completion), in one statement, under the journey the session's page
 * recorded (recordFormRender), else the one given, which the session then keeps. Counts only.
 */
export async function countStageCompletion(db: Queryable, completion: StageCompletion): Promise<void> {
  await db.query(
    `with marked as (
       update form_sessions set stages_counted = stages_counted || array[$2::text],
         brand = coalesce(brand, $3), consumer_name = coalesce(consumer_name, $4)
       where session_id = $1 and not ($2 = any(stages_counted))
       returning brand, consumer_name
     )
     insert into ops_stage_daily as d (day, brand, consumer_name, stage_id, completed)
     select ${DAY_OF('$5')}, m.brand, m.consumer_name, $2, 1 from marked m
     on conflict (day, brand, consumer_name, stage_id) do update set completed = d.completed + 1`,
    [completion.sessionId, completion.stageId, completion.brand, completion.consumerName, completion.at.toISOString()],
  );
}

/** A form page the server drew, and the form session it issued for it. */
export interface FormRender {
  sessionId: string;
  issuedAt: Date;
  brand: string;
  consumerName: string;
  /** The first view of the form page (a GET that is not a reload): counted in the day's page views. */
  pageView: boolean;
  /** A stage whose form was posted without the page's script and passed its rules: counted for this session. */
  completedStage?: string;
}

/**
 * Records a drawn form page in one statement: its session with the journey it was issued for
 * (as active from its issue, as its first activity would; decision 016), the day's page view
 * and a stage completed by a post. Counts only: no answers, no visitor.
 */
export async function recordFormRender(db: Queryable, render: FormRender): Promise<void> {
  await db.query(
    `with session as (
       insert into form_sessions (session_id, created_at, last_activity_at, brand, consumer_name, page_viewed, stages_counted)
       values ($1, $2, $2, $3, $4, $5, case when $6::text is null then '{}'::text[] else array[$6::text] end)
       on conflict (session_id) do nothing
       returning session_id
     ),
     viewed as (
       insert into ops_page_view_daily as v (day, brand, consumer_name, views)
       select ${DAY_OF('$2')}, $3, $4, 1 from session where $5
       on conflict (day, brand, consumer_name) do update set views = v.views + 1
     )
     insert into ops_stage_daily as d (day, brand, consumer_name, stage_id, completed)
     select ${DAY_OF('$2')}, $3, $4, $6, 1 from session where $6::text is not null
     on conflict (day, brand, consumer_name, stage_id) do update set completed = d.completed + 1`,
    [
      render.sessionId,
      render.issuedAt.toISOString(),
      render.brand,
      render.consumerName,
      render.pageView,
      render.completedStage ?? null,
    ],
  );
}
