import type { Queryable } from './db.ts';

/**
 * Is the server's autovacuum on? Off (a setting some test machines carry), nothing gives back the
 * dead rows of the tables the service updates and deletes from — quotations, form sessions, the
 * webhook queue — and they grow without bound: the metric, the alert and the start's warning say so.
 */
export async function autovacuumIsOn(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ on: boolean }>("select current_setting('autovacuum') = 'on' as on");
  return rows[0]?.on === true;
}
