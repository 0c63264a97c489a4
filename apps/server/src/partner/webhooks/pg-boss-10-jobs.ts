import type { JobInsert } from 'pg-boss';
import type { Db, Queryable } from '../../db/db.ts';

/**
 * pg-boss 11 rewrote its schema and ships no migration from pg-boss 10's (schema version 24):
 * pg-boss 12 refuses to start on it ("Cannot migrate pg-boss schema from version 24"). So pg-boss 12
 * runs in a schema of its own, and what pg-boss 10 had still to do is moved across here, in one
 * transaction per pass: its waiting and retrying deliveries, those a dead process left active, and
 * its dead letters (decision 035). A process of the previous release may still be running beside
 * this one (a rolling deploy), so the schema is kept, and passes repeat, until none has run its
 * maintenance for QUIET_MINUTES; the last pass then drops it.
 */
export const PG_BOSS_10_SCHEMA = 'pgboss';
/** pg-boss 10's schema version (its `version` table). */
export const PG_BOSS_10_VERSION = 24;
/** Every pg-boss 10 process ran its maintenance once a minute (maintenanceIntervalSeconds 60). */
const QUIET_MINUTES = 10;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface MovePgBoss10Options {
  schema: string;
  /** The queues whose jobs are moved, each into the queue of the same name. */
  queues: readonly string[];
  /** Stores jobs in the new queue on the mover's transaction (pg-boss 12's `insert` with its `db`). */
  insert: (tx: Queryable, queue: string, jobs: JobInsert[]) => Promise<unknown>;
}

export interface MovedPgBoss10 {
  moved: number;
  /** pg-boss 10's schema is still there (a process of the previous release may still use it). */
  remains: boolean;
}

interface LegacyJob {
  name: string;
  data: object | null;
  singleton_key: string | null;
  start_after: Date;
  retries_left: number;
}

async function schemaThere(db: Queryable, schema: string): Promise<boolean> {
  const { rows } = await db.query<{ there: boolean }>('select to_regclass($1) is not null as there', [
    `${schema}.version`,
  ]);
  return rows[0]?.there === true;
}

/** One pass: moves pg-boss 10's unfinished jobs of `queues` and, once no pg-boss 10 process is left, drops its schema. */
export async function movePgBoss10Jobs(
  db: Db,
  { schema, queues, insert }: MovePgBoss10Options,
): Promise<MovedPgBoss10> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid pg-boss 10 schema name: ${schema}`);
  // Most starts: there is none (a new installation, or it is gone already). No transaction for that.
  if (!(await schemaThere(db, schema))) return { moved: 0, remains: false };
  return db.transaction(async (tx) => {
    // One mover at a time across processes; the schema may have gone while this one waited.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`quickcheck pg-boss 10 jobs ${schema}`]);
    if (!(await schemaThere(tx, schema))) return { moved: 0, remains: false };
    const { rows: versions } = await tx.query<{ version: number; quiet: boolean | null }>(
      `select version::int as version, maintained_on < now() - interval '${QUIET_MINUTES} minutes' as quiet from ${schema}.version`,
    );
    const found = versions[0];
    // Not pg-boss 10's (another pg-boss, or this one's own): not ours to move from or drop.
    if (found?.version !== PG_BOSS_10_VERSION) return { moved: 0, remains: false };
    // A process that never ran its maintenance left no time: the quiet time starts now.
    if (found.quiet === null) await tx.query(`update ${schema}.version set maintained_on = now()`);
    const quiet = found.quiet === true;
    // No process of the previous release is left to queue more: nothing may slip in before the drop.
    if (quiet) await tx.query(`lock table ${schema}.job in access exclusive mode`);
    // Waiting or retrying; active only when its process can be taken to have died (its expiry
    // passed, as pg-boss 10's own maintenance would have judged), or when none is left at all.
    // pg-boss 10 counts retries as they start, so a job in retry or active already holds one of
    // its attempts; in pg-boss 12 a new job's first attempt is not a retry.
    const { rows: jobs } = await tx.query<LegacyJob>(
      `delete from ${schema}.job
        where name = any($1::text[])
          and (state in ('created', 'retry') or (state = 'active' and ($2 or started_on + expire_in < now())))
        returning name, data, singleton_key, start_after,
          greatest(retry_limit - retry_count - case when state = 'created' then 0 else 1 end, 0) as retries_left`,
      [queues, quiet],
    );
    for (const queue of queues) {
      const moving = jobs.filter((job) => job.name === queue);
      if (moving.length === 0) continue;
      await insert(
        tx,
        queue,
        // The same body (and webhook-id), the same wait before its next attempt, the attempts it had left.
        moving.map((job) => ({
          data: job.data ?? {},
          startAfter: job.start_after,
          retryLimit: job.retries_left,
          ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
        })),
      );
    }
    if (quiet) await tx.query(`drop schema ${schema} cascade`);
    return { moved: jobs.length, remains: !quiet };
  });
}
