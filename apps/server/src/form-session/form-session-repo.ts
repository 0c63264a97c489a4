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

/** Where a completed stage is counted: the day (UTC), the brand and the consumer code of its journey. */
export interface StageCompletion {
  sessionId: string;
  stageId: string;
  brand: string;
  consumerName: string;
  at: Date;
}

/**
 * Counts a stage the session completed, once per session and stage (going back and continuing
 * again is not a second completion), in one statement. Counts only (issue 24's funnel).
 */
export async function countStageCompletion(db: Queryable, completion: StageCompletion): Promise<void> {
  await db.query(
    `with marked as (
       update form_sessions set stages_counted = stages_counted || array[$2::text]
       where session_id = $1 and not ($2 = any(stages_counted))
       returning session_id
     )
     insert into ops_stage_daily as d (day, brand, consumer_name, stage_id, completed)
     select ($5::timestamptz at time zone 'UTC')::date, $3, $4, $2, 1 from marked
     on conflict (day, brand, consumer_name, stage_id) do update set completed = d.completed + 1`,
    [completion.sessionId, completion.stageId, completion.brand, completion.consumerName, completion.at.toISOString()],
  );
}
