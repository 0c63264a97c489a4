import type { Queryable } from '../db/db.ts';

export type SessionState = 'active' | 'inactive' | 'unknown';

export async function insertFormSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query(
    `insert into form_sessions (session_id, created_at, last_activity_at) values ($1, $2, $2)
     on conflict (session_id) do nothing`,
    [sessionId, now.toISOString()],
  );
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

/** Sessions quiet for longer than anything could still use them; returns how many went. */
export async function purgeFormSessions(db: Queryable, quietSince: Date): Promise<number> {
  const { rows } = await db.query('delete from form_sessions where last_activity_at < $1 returning session_id', [
    quietSince.toISOString(),
  ]);
  return rows.length;
}
